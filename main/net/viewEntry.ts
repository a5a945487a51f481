/**
 * Where a phone comes in (issue 14): `/v/CODE` — the short address the console shows — or `/v`, a
 * page with one field to type the code into (sent as `/v?code=…`). Both go on to the page with
 * the code as its token once the server has checked it. The form page needs no token and shows
 * nothing of the campaign; it has a policy of its own (no script at all; its one form may submit
 * to this server).
 */
import type { ServerResponse } from 'node:http';
import { VIEW_PATH } from '../../shared/bridge/access';
import { SECURITY_HEADERS } from './respond';

export type ViewEntry = { readonly kind: 'form' } | { readonly kind: 'code'; readonly code: string } | { readonly kind: 'bad' };

/** What a request path asks of the view entry, or null when it is not one. */
export function viewEntryOf(url: URL): ViewEntry | null {
  const bare = VIEW_PATH.slice(0, -1);
  if (url.pathname === bare || url.pathname === VIEW_PATH) {
    const typed = url.searchParams.get('code');
    return typed !== null && typed.trim() !== '' ? { kind: 'code', code: typed.trim() } : { kind: 'form' };
  }
  if (!url.pathname.startsWith(VIEW_PATH)) return null;
  try {
    return { kind: 'code', code: decodeURIComponent(url.pathname.slice(VIEW_PATH.length)) };
  } catch {
    return { kind: 'bad' };
  }
}

const FORM_CSP = "default-src 'none'; style-src-attr 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const PAGE = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Полководец — код экрана / view code</title></head>
<body style="margin:0;min-height:100vh;display:grid;place-items:center;background:#2c3a44;color:#f3ecdc;font:18px/1.4 Georgia,serif">
<form action="${VIEW_PATH.slice(0, -1)}" method="get" style="display:grid;gap:14px;padding:24px;max-width:340px;text-align:center">
<label for="code" style="font-weight:700;font-size:22px">Код экрана от ведущего<br><span style="font-size:16px;opacity:.8">The game master's view code</span></label>
<input id="code" name="code" required autofocus autocomplete="off" autocapitalize="characters" spellcheck="false" placeholder="K7M2Q-9XHPA" style="font:700 26px monospace;text-align:center;padding:10px;border-radius:8px;border:0;letter-spacing:.08em">
<button style="font:700 20px Georgia,serif;padding:10px;border-radius:8px;border:0;background:#c98a1b;color:#fff">Открыть / Open</button>
</form></body></html>
`;

export function sendEntryForm(res: ServerResponse, head: boolean): void {
  res.writeHead(200, { ...SECURITY_HEADERS, 'Content-Security-Policy': FORM_CSP, 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(PAGE) });
  res.end(head ? undefined : PAGE);
}
