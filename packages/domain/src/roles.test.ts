import assert from "node:assert/strict";
import { test } from "vitest";
import { roleFlags } from "./roles.ts";

test("role flags follow the role", () => {
  assert.deepEqual(roleFlags("admin"), { isAdmin: true, isCompany: false });
  assert.deepEqual(roleFlags("company"), { isAdmin: false, isCompany: true });
  assert.deepEqual(roleFlags("client"), { isAdmin: false, isCompany: false });
});
