/** Escaping for HTML, SVG (XML) and Markdown text. */
export function esc(s: string | number): string {
  return String(s).replace(/[&<>"']/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&#39;'));
}

/** Text inside a Markdown table cell or line: pipes, backslashes and line breaks made harmless. */
export function mdEsc(s: string | number): string {
  return String(s).replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/[\r\n]+/g, ' ').replace(/([*_`[\]<>#])/g, '\\$1');
}
