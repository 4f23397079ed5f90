// Attachments made at send time, by name, each with its content type.
interface Builder {
  build: () => Promise<Buffer>;
  contentType: string;
}
const builders: Record<string, Builder> = {};

export function registerAttachment(
  name: string,
  build: () => Promise<Buffer>,
  contentType = "application/octet-stream",
) {
  builders[name] = { build, contentType };
}

export async function buildAttachment(name: string): Promise<Buffer> {
  const b = builders[name];
  if (!b) throw new Error(`unknown attachment ${name}`);
  return b.build();
}

/** the content type of a registered attachment; null for a name nothing registered */
export const builtAttachmentType = (name: string): string | null => builders[name]?.contentType ?? null;
