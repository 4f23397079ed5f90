// Issue #32 "What you are moving (optional, quick)": on the Moving From step, start from a typical home of the
// size chosen, then change the counts room by room (buttons of 44 px and a number field each, so it works by
// thumb, by keyboard and with a screen reader), and tick the big or special items; photos of those may be
// chosen here and go with the request just after it is sent. Skipping it is always fine: the preset stands.
// Words, catalogue, presets and limits: @rm/domain/inventory.
import {
  INVENTORY_ITEMS,
  INVENTORY_LIMITS,
  INVENTORY_ROOMS,
  INVENTORY_WORDS as W,
  type InventoryCounts,
  type InventoryItem,
  inventoryPreset,
  inventorySummary,
  inventoryTotal,
  LEAD_PHOTO_WORDS as PW,
  LEAD_PHOTOS_MAX,
  presetHome,
} from "@rm/domain/inventory";
import { useId } from "react";
import { FieldError } from "../../components/field-parts.tsx";
import { useWizardForm } from "./form.tsx";
import { addPendingPhotos, removePendingPhoto, usePendingPhotos } from "./pending-photos.ts";

const clampCount = (n: number) => Math.max(0, Math.min(INVENTORY_LIMITS.maxCount, Math.floor(n)));

function ItemRow({
  item,
  count,
  onCount,
}: {
  item: InventoryItem;
  count: number;
  onCount: (n: number) => void;
}) {
  const id = useId();
  return (
    <div className="inventory-row">
      <label htmlFor={id}>{item.label}</label>
      <span className="inventory-count">
        <button
          type="button"
          className="button button-secondary"
          aria-label={`One fewer: ${item.label}`}
          disabled={count <= 0}
          onClick={() => onCount(count - 1)}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={INVENTORY_LIMITS.maxCount}
          value={count}
          onChange={(e) => {
            const n = e.target.value === "" ? 0 : clampCount(Number(e.target.value) || 0);
            // "030" after the field was cleared to 0 and 30 typed: React leaves a number field that equals
            // its value as it is, so the field is set to the count itself
            if (e.target.value !== "" && e.target.value !== String(n)) e.target.value = String(n);
            onCount(n);
          }}
        />
        <button
          type="button"
          className="button button-secondary"
          aria-label={`One more: ${item.label}`}
          disabled={count >= INVENTORY_LIMITS.maxCount}
          onClick={() => onCount(count + 1)}
        >
          +
        </button>
      </span>
    </div>
  );
}

function PhotoPicker() {
  const id = useId();
  const photos = usePendingPhotos();
  return (
    <div className="field photo-picker">
      <label htmlFor={id}>{PW.heading}</label>
      <p className="field-hint" id={`${id}-hint`}>
        {PW.hint}
      </p>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        aria-describedby={`${id}-hint`}
        disabled={photos.length >= LEAD_PHOTOS_MAX}
        onChange={(e) => {
          if (e.target.files) addPendingPhotos(e.target.files);
          e.target.value = "";
        }}
      />
      {photos.length ? (
        <ul className="photo-picker-list">
          {photos.map((f, i) => (
            <li key={`${f.name}-${i}`}>
              {f.name}
              <button
                type="button"
                className="button button-secondary button-small"
                aria-label={PW.remove(f.name)}
                onClick={() => removePendingPhoto(f)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** One room's items and counts; the big or special items come open (the ones movers most need to know). */
function Room({
  room,
  counts,
  onCount,
}: {
  room: (typeof INVENTORY_ROOMS)[number];
  counts: InventoryCounts;
  onCount: (key: string, n: number) => void;
}) {
  const items = INVENTORY_ITEMS.filter((i) => i.room === room.key);
  const inRoom = items.reduce((sum, i) => sum + (counts[i.key] ?? 0), 0);
  return (
    <details className="inventory-room" open={room.key === "special"}>
      <summary>
        {room.label} ({inRoom})
      </summary>
      {room.key === "special" ? <p className="field-hint">{W.specialHint}</p> : null}
      {items.map((item) => (
        <ItemRow
          key={item.key}
          item={item}
          count={counts[item.key] ?? 0}
          onCount={(n) => onCount(item.key, n)}
        />
      ))}
    </details>
  );
}

export function InventorySection() {
  const form = useWizardForm();
  const { fromPropertyType, fromBedrooms } = form.values;
  const counts = form.values.inventory ?? {};
  const home = presetHome(fromPropertyType, fromBedrooms);
  const started = inventoryTotal(counts) > 0;
  const error = form.errors.inventory;
  const setCount = (key: string, n: number) => {
    const next = { ...form.get().inventory, [key]: n };
    if (n <= 0) delete next[key];
    form.set("inventory", next);
  };
  const startFromPreset = () => form.set("inventory", inventoryPreset(fromPropertyType, fromBedrooms));
  return (
    <details className={`inventory-section${error ? " has-error" : ""}`} open={started || Boolean(error)}>
      <summary>{W.heading}</summary>
      <p className="field-hint">
        {W.summary}. {W.skip}
      </p>
      <FieldError id="inventory-error" error={error} />
      {started ? (
        <>
          <p className="inventory-total" aria-live="polite">
            {inventorySummary(counts)}
          </p>
          {INVENTORY_ROOMS.map((room) => (
            <Room key={room.key} room={room} counts={counts} onCount={setCount} />
          ))}
          <p>
            <button type="button" className="button button-secondary button-small" onClick={startFromPreset}>
              {W.restart(home)}
            </button>
          </p>
        </>
      ) : (
        <p>
          <button type="button" className="button button-secondary" onClick={startFromPreset}>
            {W.startFrom(home)}
          </button>
        </p>
      )}
      <PhotoPicker />
    </details>
  );
}
