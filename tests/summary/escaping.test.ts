/** Nothing a game master types (a campaign name) can break out of the summary's HTML. */
import { describe, expect, it } from 'vitest';
import { htmlDocument } from '../../shared/summary/html';

describe('summary HTML escaping', () => {
  it('a footer with </style><script> stays inside the CSS string', () => {
    const html = htmlDocument({ lang: 'ru', title: 't', body: '<p>x</p>', footer: 'Кампания «x</style><script>alert(1)</script>»' });
    const styleEnd = html.indexOf('</style>');
    expect(html.indexOf('<script>')).toBe(-1);
    expect(html.slice(0, styleEnd)).toContain('\\3c /style\\3e ');
    // Exactly the style elements the page itself opens are closed.
    expect(html.split('</style>').length - 1).toBe(html.split('<style').length - 1);
  });
});
