import assert from "node:assert/strict";
import { test } from "vitest";
import { safeNextPath } from "./safe-redirect.ts";

// What `new URLSearchParams(location.search).get("next")` gives the login page (already percent-decoded
// once), for links an attacker could send. Every one must be refused.
const REFUSED: Record<string, string | null | undefined> = {
  missing: null,
  undefined: undefined,
  empty: "",
  "backslash after the slash (/%5Cevil.invalid)": "/\\evil.invalid",
  "two backslashes": "\\\\evil.invalid",
  "one backslash": "\\evil.invalid",
  "tab between the slashes (/%09/evil.invalid)": "/\t/evil.invalid",
  "line feed between the slashes": "/\n/evil.invalid",
  "carriage return between the slashes": "/\r/evil.invalid",
  "CR LF between the slashes": "/\r\n/evil.invalid",
  "protocol-relative //": "//evil.invalid",
  "protocol-relative with a path": "//evil.invalid/login",
  "slash backslash": "/\\evil.invalid",
  "backslash slash": "\\/evil.invalid",
  "three slashes": "///evil.invalid",
  "four slashes": "////evil.invalid",
  "slash tab slash tab": "/\t/\t/evil.invalid",
  "leading space": " //evil.invalid",
  "leading tab": "\t//evil.invalid",
  "leading NUL": "\u0000//evil.invalid",
  "leading line feed": "\n/evil.invalid",
  "dot segment folding to //": "/.//evil.invalid",
  "dot-dot segment folding to //": "/x/..//evil.invalid",
  "dot segments after a slash-backslash": "/\\/./evil.invalid",
  "javascript: scheme": "javascript:alert(1)",
  "javascript: with a leading slash comment": "javascript://%0aalert(1)",
  "JaVaScRiPt: mixed case": "JaVaScRiPt:alert(1)",
  "data: URL": "data:text/html,<script>alert(1)</script>",
  "vbscript:": "vbscript:msgbox(1)",
  "absolute https URL": "https://evil.invalid/",
  "absolute http URL": "http://evil.invalid",
  "scheme without slashes": "https:evil.invalid",
  "scheme with a backslash": "https:\\\\evil.invalid",
  "@ trick with a scheme": "https://same-site.invalid@evil.invalid/",
  "@ trick protocol-relative": "//same-site.invalid@evil.invalid",
  "@ trick after a backslash": "/\\same-site.invalid@evil.invalid",
  "relative path without a slash": "evil.invalid",
  "relative dot path": "./login",
  "parent path": "../evil.invalid",
  "query only": "?next=//evil.invalid",
  "hash only": "#//evil.invalid",
  "encoded slash after the slash, decoded once more by the page (/%2F)": "//%2Fevil.invalid",
  "fullwidth solidus is not our slash (／／evil)": "／／evil.invalid",
  "very long": `/${"a".repeat(3000)}`,
};

for (const [name, next] of Object.entries(REFUSED)) {
  test(`next is refused: ${name}`, () => {
    assert.equal(safeNextPath(next), null);
  });
}

// Paths on this site are followed, as the browser would read them.
const KEPT: Record<string, [next: string, expected: string]> = {
  "a plain path": ["/client/removal-requests", "/client/removal-requests"],
  "a path with a query": ["/account/dashboard?status=new&page=2", "/account/dashboard?status=new&page=2"],
  "a path with a hash": ["/faqs#storage", "/faqs#storage"],
  "the home page": ["/", "/"],
  "dot segments folded": ["/a/./b/../c", "/a/c"],
  "dot-dot above the root": ["/../admin", "/admin"],
  "an encoded backslash stays encoded (a path on this site)": ["/%5Cevil.invalid", "/%5Cevil.invalid"],
  "an encoded slash stays encoded": ["/%2F%2Fevil.invalid", "/%2F%2Fevil.invalid"],
  "a tab inside a path is dropped": ["/acc\tount/dashboard", "/account/dashboard"],
  "an @ inside the path": ["/companies?q=a@b", "/companies?q=a@b"],
  "a colon later in the path": ["/blog/moving:tips", "/blog/moving:tips"],
};

for (const [name, [next, expected]] of Object.entries(KEPT)) {
  test(`next is kept: ${name}`, () => {
    assert.equal(safeNextPath(next), expected);
  });
}
