// argon2id with memory >= 19 MiB and t >= 2 (docs/architecture.md; OWASP minimum).
import { hash, verify } from "@node-rs/argon2";

const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);
export const verifyPassword = async (stored: string, password: string) => {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
};
/** a real hash to verify against when the account does not exist, so both answers take the same time */
let dummy: Promise<string> | undefined;
export const dummyHash = () => {
  dummy ??= hashPassword("not-a-real-password-for-timing");
  return dummy;
};
