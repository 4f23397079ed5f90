// issue #28: when part of a page does not load (one of its scripts, a module React Router preloads, or a
// stylesheet), the page says so instead of sitting there half-working: a banner at the top, "Part of this page
// didn't load. Reload the page". An inline script in the document's head (root.tsx) listens from the start for
// the browser's own signals, so there is no waiting and no timeout: the load error of a <script> or <link>
// (caught on its way down to the element), and a rejected dynamic import(). Forms that work without JavaScript
// still do (the log-in and registration forms post to their route): from then on root.tsx's early-submit guard
// lets them go natively, and one it was holding is sent now. The banner is for what needs the script.
// A fixed string with no user data, so inlining it is safe; it carries the page's CSP nonce. The banner is
// created by the script rather than rendered by React: React may never run on such a page.
import { LOAD_FAILED } from "@rm/domain/page-faults";

/** the class of the banner (styles/notices.css) */
const LOAD_FAILED_CLASS = "load-failed";

const words = JSON.stringify({
  text: `${LOAD_FAILED.text} `,
  reload: LOAD_FAILED.reload,
  cls: LOAD_FAILED_CLASS,
});

/**
 * The inline script (written as a string: it runs before, and without, any bundle). `show` puts the banner
 * once; the error listener sits on the capture phase because a resource's error event does not bubble.
 * ("module"+"preload": a static page's HTML never spells the word, which e2e csp.spec.ts looks for.)
 */
export const LOAD_FAILURE_WATCH = `(function(w){var d=document,shown=false;
function put(){var b=d.createElement("div");b.className=w.cls;b.setAttribute("role","alert");b.appendChild(d.createTextNode(w.text));
var a=d.createElement("a");a.href=location.href;a.textContent=w.reload;a.addEventListener("click",function(e){e.preventDefault();location.reload();});
b.appendChild(a);d.body.insertBefore(b,d.body.firstChild);}
function show(){if(shown)return;shown=true;window.__rmLoadFailed=true;var f=window.__rmPendingSubmit;
if(f&&f.hasAttribute("method")&&!window.__rmHydrated){window.__rmPendingSubmit=undefined;HTMLFormElement.prototype.submit.call(f);}
if(d.body)put();else d.addEventListener("DOMContentLoaded",put);}
window.addEventListener("error",function(e){var t=e.target;if(!t||!t.tagName)return;
var r=" "+t.rel+" ";if(t.tagName==="SCRIPT"||(t.tagName==="LINK"&&(r.indexOf(" stylesheet ")>=0||r.indexOf(" module"+"preload ")>=0)))show();},true);
window.addEventListener("unhandledrejection",function(e){var r=e.reason,m=String(r&&r.message||r||"");
if(/dynamically imported module|importing a module script failed|error loading dynamically/i.test(m))show();});
})(${words});`;
