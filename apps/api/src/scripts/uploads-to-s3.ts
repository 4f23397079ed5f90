// npm run uploads:to-s3 — issue #31: copies the uploads kept on this machine (DATA_DIR/uploads) into the bucket
// of the S3 settings (S3_BUCKET, S3_ENDPOINT, …; see the README), keeping each file's key, skipping what is there
// already. Run it before switching STORAGE to s3 and once more after, then remove DATA_DIR/uploads.
import { resolve } from "node:path";
import { ConfigError, loadConfig } from "../config.ts";
import { S3Storage } from "../lib/s3-storage.ts";
import { moveUploadsToBucket } from "../lib/uploads-to-bucket.ts";

async function main() {
  const config = loadConfig();
  if (!config.S3_BUCKET)
    throw new ConfigError("Set S3_BUCKET (and S3_ENDPOINT etc. if not AWS) to the bucket to copy into.");
  const bucket = new S3Storage(config.S3_BUCKET, config);
  const root = resolve(config.DATA_DIR, "uploads");
  try {
    const r = await moveUploadsToBucket(root, bucket);
    console.error(
      `Copied ${r.copied} file(s) from ${root} into ${config.S3_BUCKET}; ${r.alreadyThere} were there already.`,
    );
    if (r.notUploads.length)
      console.error(`Left ${r.notUploads.length} file(s) that are not uploads: ${r.notUploads.join(", ")}`);
  } finally {
    bucket.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : `Copying failed: ${(err as Error).message}`);
  process.exit(1);
});
