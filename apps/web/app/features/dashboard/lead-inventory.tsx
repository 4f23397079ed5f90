// Issue #32: the customer's list of what is moving, room by room with its volume, and their photos of big or
// awkward items, on the mover's lead page (the quote form beside it can then say "based on your list").
import { INVENTORY_WORDS, LEAD_PHOTO_WORDS } from "@rm/domain/inventory-words";
import type { GlanceInventory } from "@rm/domain/move-glance";
import "../../styles/inventory.css";

export interface LeadPhoto {
  id: string;
  width: number;
  height: number;
}

export function LeadInventory({
  inventory,
  photos,
}: {
  inventory: GlanceInventory | null;
  photos: readonly LeadPhoto[];
}) {
  return (
    <section className="card lead-inventory" aria-labelledby="lead-inventory-heading">
      <h2 id="lead-inventory-heading">{INVENTORY_WORDS.listRow}</h2>
      {inventory ? (
        <>
          <p className="lead-inventory-summary">{inventory.summary}</p>
          <div className="lead-inventory-rooms">
            {inventory.rooms.map((room) => (
              <div key={room.room}>
                <h3>{room.room}</h3>
                <ul>
                  {room.items.map((i) => (
                    <li key={i.label}>
                      <span>{i.label}</span> <strong>{`×\u00a0${i.count}`}</strong>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </>
      ) : (
        <p className="muted">{INVENTORY_WORDS.none}</p>
      )}
      {photos.length ? (
        <>
          <h3>{LEAD_PHOTO_WORDS.moverHeading}</h3>
          <ul className="lead-photos">
            {photos.map((p, i) => (
              <li key={p.id}>
                <a href={`/api/lead-photos/${p.id}`} target="_blank" rel="noreferrer">
                  <img
                    src={`/api/lead-photos/${p.id}`}
                    alt={LEAD_PHOTO_WORDS.alt(i + 1)}
                    width={p.width}
                    height={p.height}
                    loading="lazy"
                  />
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
