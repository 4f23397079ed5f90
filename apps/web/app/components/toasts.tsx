// Toasts: app-level bottom-right, the wizard's top-right; each closes after 5 s (docs/product/wizard.md §8; docs/product/rules.md §9).
import { createContext, useCallback, useContext, useMemo, useRef, useState } from "react";

const TOAST_MS = 5000;
type Kind = "success" | "error" | "info";
type Position = "bottom-right" | "top-right";
interface Toast {
  id: number;
  kind: Kind;
  text: string;
  position: Position;
}
interface ToastApi {
  show: (kind: Kind, text: string, position?: Position) => void;
}

const Ctx = createContext<ToastApi>({ show: () => {} });
export const useToast = () => useContext(Ctx);

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((t) => t.filter((x) => x.id !== id)), []);
  const show = useCallback(
    (kind: Kind, text: string, position: Position = "bottom-right") => {
      const id = next.current++;
      setToasts((t) => [...t, { id, kind, text, position }]);
      setTimeout(() => dismiss(id), TOAST_MS);
    },
    [dismiss],
  );
  const api = useMemo(() => ({ show }), [show]);
  return (
    <Ctx.Provider value={api}>
      {children}
      {(["bottom-right", "top-right"] as const).map((pos) => (
        <div key={pos} className={`toasts toasts-${pos}`} aria-live="polite">
          {toasts
            .filter((t) => t.position === pos)
            .map((t) => (
              <div
                key={t.id}
                className={`toast toast-${t.kind}`}
                role={t.kind === "error" ? "alert" : "status"}
              >
                <span>{t.text}</span>
                <button
                  type="button"
                  className="toast-close"
                  aria-label="Close notification"
                  onClick={() => dismiss(t.id)}
                >
                  ×
                </button>
              </div>
            ))}
        </div>
      ))}
    </Ctx.Provider>
  );
}
