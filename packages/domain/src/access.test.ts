import assert from "node:assert/strict";
import { test } from "vitest";
import { ACCESS_LEVELS, allows, verdict } from "./access.ts";
import { roleFlags, type Role, type SessionUser } from "./roles.ts";

const user = (role: Role, isGuest = false): SessionUser => ({
  _id: "u",
  email: "",
  firstName: "",
  lastName: "",
  role,
  ...roleFlags(role),
  isGuest,
});
const callers: [string, SessionUser | null][] = [
  ["nobody", null],
  ["guest client", user("client", true)],
  ["client", user("client")],
  ["company", user("company")],
  ["admin", user("admin")],
];

test("each access level lets through exactly its callers; 401 without a session, 403 for the wrong one", () => {
  const expected: Record<(typeof ACCESS_LEVELS)[number], (true | 401 | 403)[]> = {
    public: [true, true, true, true, true],
    loggedOut: [true, 403, 403, 403, 403],
    user: [401, true, true, true, true],
    account: [401, 403, true, true, true],
    client: [401, true, true, 403, 403],
    company: [401, 403, 403, true, 403],
    admin: [401, 403, 403, 403, true],
  };
  for (const access of ACCESS_LEVELS)
    callers.forEach(([who, u], i) => {
      assert.equal(verdict(access, u), expected[access][i], `${access} for ${who}`);
      assert.equal(allows(access, u), expected[access][i] === true, `${access} for ${who}`);
    });
});
