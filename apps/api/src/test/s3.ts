// A real S3-protocol server for tests (issue #31): s3rver on a free loopback port, its files in a temporary
// folder, with the bucket the app is given. Never a mock of the SDK: the app's S3 client talks HTTP to it.
import S3rver from "s3rver";
import { tempDir } from "./temp-dir.ts";

export const TEST_BUCKET = "rm-test-uploads";

export interface TestS3 {
  /** the app's settings that point at this server */
  env: Record<string, string>;
  /** stops the server (an app pointed at it then finds its store unreachable) */
  stop(): Promise<void>;
  /** starts it again on the same port with the same files, as a store back from an outage */
  restart(): Promise<TestS3>;
}

export async function startS3(at: { port: number; directory: string } | null = null): Promise<TestS3> {
  const directory = at?.directory ?? tempDir("rm-s3-");
  const server = new S3rver({
    address: "127.0.0.1",
    port: at?.port ?? 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  let stopped = false;
  return {
    env: {
      STORAGE: "s3",
      S3_BUCKET: TEST_BUCKET,
      S3_REGION: "us-east-1",
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: "true",
      // s3rver's own fixed credentials
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    stop: async () => {
      if (stopped) return;
      stopped = true;
      // as a store that goes down: its open connections too (a client's keep-alive ones would hold close() open)
      const closing = server.close();
      (server as unknown as { httpServer?: import("node:http").Server }).httpServer?.closeAllConnections();
      await closing;
    },
    restart: () => startS3({ port, directory }),
  };
}
