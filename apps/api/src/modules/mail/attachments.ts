// Attachments made at send time, by name.
const builders: Record<string, () => Promise<Buffer>> = {};

export function registerAttachment(name: string, build: () => Promise<Buffer>) {
  builders[name] = build;
}

export async function buildAttachment(name: string): Promise<Buffer> {
  const b = builders[name];
  if (!b) throw new Error(`unknown attachment ${name}`);
  return b();
}
