// A modal dialog: the native <dialog> opened with showModal(), so the page behind is inert (focus stays inside,
// screen readers see only the dialog), Escape closes it and focus returns to where it was. `onClose` runs
// however it closes (Escape, a <form method="dialog"> button); the caller then stops rendering it.
import { useEffect, useRef } from "react";

export function Modal({
  labelledBy,
  onClose,
  narrow = false,
  children,
}: {
  /** the id of the dialog's heading */
  labelledBy: string;
  onClose: () => void;
  narrow?: boolean;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className={narrow ? "modal modal-narrow" : "modal"}
      aria-labelledby={labelledBy}
      onClose={onClose}
    >
      {children}
    </dialog>
  );
}
