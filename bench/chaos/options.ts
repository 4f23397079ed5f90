// The chaos run's options (npm run chaos -- --quick, --leads=…, …): see run.ts.
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const quick = process.argv.includes("--quick");
export const LEADS = Number(arg("leads") ?? (quick ? 1000 : 10_000));
export const CONNECTIONS = Number(arg("connections") ?? 32);
export const MAIL_OUTAGE_S = Number(arg("mail-outage-s") ?? (quick ? 20 : 120));
export const SLOW_DB_S = Number(arg("slow-db-s") ?? 15);
/** scenario 5: how long Redis is down */
export const REDIS_OUTAGE_S = Number(arg("redis-outage-s") ?? 30);
/** scenario 6: how long the S3 server is down */
export const S3_OUTAGE_S = Number(arg("s3-outage-s") ?? (quick ? 10 : 30));
export const SCENARIOS = (arg("scenarios") ?? "1,2,3,4,5,6").split(",").map(Number);
