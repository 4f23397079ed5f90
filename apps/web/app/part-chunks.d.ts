// vite-part-chunks.ts: the client files of each lazy part's module (by its key), for the server's preloads.
declare module "virtual:part-chunks" {
  const chunks: Record<string, readonly string[]>;
  export default chunks;
}
