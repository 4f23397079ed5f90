// test-database: none (opens no test database: run once, in the PGlite stage)
// The proof-of-work check: our fast verifier agrees with altcha-lib's own on good and bad solutions, and a
// solution is accepted once.
import assert from "node:assert/strict";
import { test } from "vitest";
import { type Challenge, type Solution, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { acceptProof, encodeProof, newChallenge, verifyFast, verifyWithLibrary } from "./proof-of-work.ts";

const settings = { maxNumber: 50, secret: "a-test-secret-that-is-long-enough-1234" };
const solved = async () => {
  const challenge = await newChallenge(settings);
  const solution = (await solveChallenge({ challenge, deriveKey }))!;
  return { challenge, solution };
};
const flip = (hex: string) => (hex[0] === "0" ? "1" : "0") + hex.slice(1);

test("the fast check and altcha-lib's agree: good, tampered key, tampered parameters, other secret, expired", async () => {
  const good = await solved();
  const cases: [string, Challenge, Solution, typeof settings][] = [
    ["good", good.challenge, good.solution, settings],
    ["key", good.challenge, { ...good.solution, derivedKey: flip(good.solution.derivedKey) }, settings],
    [
      "parameters",
      { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 2 } },
      good.solution,
      settings,
    ],
    ["secret", good.challenge, good.solution, { ...settings, secret: `${settings.secret}x` }],
    [
      "expired",
      { ...good.challenge, parameters: { ...good.challenge.parameters, expiresAt: 1 } },
      good.solution,
      settings,
    ],
  ];
  for (const [name, c, s, with_] of cases) {
    const lib = await verifyWithLibrary(with_, c, s);
    assert.equal(verifyFast(with_, c, s), lib, name);
    assert.equal(lib, name === "good", name);
  }
});

test("a solution is accepted once; garbage is refused", async () => {
  const { challenge, solution } = await solved();
  const header = encodeProof(challenge, solution);
  assert.equal(await acceptProof(settings, header), true);
  assert.equal(await acceptProof(settings, header), false);
  for (const bad of [
    undefined,
    "",
    "not base64 json",
    Buffer.from("{}").toString("base64"),
    "x".repeat(5000),
  ]) {
    assert.equal(await acceptProof(settings, bad), false, String(bad).slice(0, 20));
  }
});
