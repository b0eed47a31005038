import { escapeHtml } from '../render/escape.ts';

/** A page of a local sandbox standing in for an outside party's own site: plain, labelled, keyboard-friendly. */
export function sandboxPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#eef1f4;color:#15202b}main{max-width:560px;margin:5vh auto;padding:28px;background:#fff;border-radius:16px;box-shadow:0 8px 30px rgb(0 0 0/10%)}
h1{font-size:1.4rem;margin:0 0 4px}.muted{color:#4a5866;margin:0 0 16px}table{width:100%;border-collapse:collapse;margin:12px 0}td,th{padding:6px 0;text-align:left}td:last-child,th:last-child{text-align:right}
tfoot th{border-top:1px solid #ccd3da;padding-top:10px}label{display:block;font-weight:600;margin-top:12px}input{font:inherit;width:100%;box-sizing:border-box;padding:10px;border:1px solid #8a96a3;border-radius:8px}
input:focus-visible,button:focus-visible{outline:3px solid #15202b;outline-offset:2px}button{font:inherit;font-weight:700;margin-top:20px;width:100%;padding:14px;border:0;border-radius:999px;background:#3b2c85;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#3b2c85;box-shadow:inset 0 0 0 2px #3b2c85}
.error{color:#a4161a;font-weight:600}</style></head><body><main>${body}</main></body></html>`;
}
