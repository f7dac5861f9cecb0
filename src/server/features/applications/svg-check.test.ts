import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { svgText } from '../../test/upload-fixtures';
import { checkUpload } from './file-sniff';
import { checkSvg } from './svg-check';

const svg = (body: string) => Buffer.from(svgText(body));
const raw = (text: string) => Buffer.from(text);
const XHTML = 'xmlns:h="http://www.w3.org/1999/xhtml"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';

/** Known SVG XSS and exfiltration vectors; each must be refused. */
const hostile: Array<[string, Buffer]> = [
  ['script element', svg('<script>alert(1)</script>')],
  ['script with CDATA', svg('<script><![CDATA[alert(1)]]></script>')],
  ['XHTML script', svg(`<h:script ${XHTML}>alert(1)</h:script>`)],
  ['XHTML iframe srcdoc', svg(`<h:iframe ${XHTML} srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"/>`)],
  ['XHTML embed', svg(`<h:embed ${XHTML} src="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"/>`)],
  ['XHTML object', svg(`<h:object ${XHTML} data="https://evil.example/x.html"/>`)],
  ['default-namespace XHTML', svg('<g><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></div></g>')],
  ['root in the XHTML namespace', raw('<svg xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></svg>')],
  ['XML Events handler', svg('<handler xmlns="http://www.w3.org/2001/xml-events" event="load">alert(1)</handler>')],
  ['foreignObject', svg('<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></body></foreignObject>')],
  ['onload on the root', raw('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
  ['onclick, upper case', svg('<rect ONCLICK="alert(1)" width="1" height="1"/>')],
  ['onbegin on an animation', svg('<animate onbegin="alert(1)" attributeName="x" dur="1s"/>')],
  ['set of onmouseover', svg('<rect width="9" height="9"><set attributeName="onmouseover" to="alert(1)"/></rect>')],
  ['animate of href', svg('<a href="#x"><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a>')],
  ['set of xlink:href', svg(`<a ${XLINK} xlink:href="#x"><set attributeName="xlink:href" to="javascript:alert(1)"/></a>`)],
  ['javascript: link', svg('<a href="javascript:alert(1)"><text>x</text></a>')],
  ['javascript: link with a tab entity', svg(`<a ${XLINK} xlink:href="java&#x09;script:alert(1)"><text>x</text></a>`)],
  ['data:text/html link', svg('<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"><text>x</text></a>')],
  ['external use', svg('<use href="https://evil.example/sprite.svg#icon"/>')],
  ['external image', svg(`<image ${XLINK} xlink:href="http://evil.example/track.png" width="1" height="1"/>`)],
  ['SVG as data in an image', svg('<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" width="1" height="1"/>')],
  ['external feImage', svg('<filter id="f"><feImage href="https://evil.example/x.png"/></filter>')],
  ['external fill url()', svg('<rect fill="url(http://evil.example/x#g)" width="1" height="1"/>')],
  ['external style url()', svg('<rect style="fill: url( \'https://evil.example/t\' )" width="1" height="1"/>')],
  ['style @import', svg('<style>@import url(https://evil.example/x.css);</style>')],
  ['style @import hidden by a comment', svg('<style>@im/**/port "https://evil.example/x.css";</style>')],
  ['style javascript url', svg('<style>rect { background: url(javascript:alert(1)) }</style>')],
  ['style in CDATA', svg('<style><![CDATA[ rect { fill: url(https://evil.example/x) } ]]></style>')],
  ['xml-stylesheet', raw('<?xml-stylesheet type="text/xsl" href="https://evil.example/x.xsl"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
  ['internal DTD entity (XXE)', raw('<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&xxe;</text></svg>')],
  ['billion laughs', raw('<!DOCTYPE svg [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>')],
  ['undeclared entity', svg('<text>&nbsp;</text>')],
  ['xml:base redirect', svg('<g xml:base="https://evil.example/"><use href="#x"/></g>')],
  ['foreign attribute namespace', svg('<rect xmlns:x="http://evil.example/ns" x:onclick="alert(1)"/>')],
  ['not well-formed', raw('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</svg>')],
  ['second root', raw('<svg xmlns="http://www.w3.org/2000/svg"/><script xmlns="http://www.w3.org/1999/xhtml">alert(1)</script>')],
  ['iframe in no namespace', svg('<iframe src="https://evil.example"/>')],
]; // prettier-ignore

/** Ordinary drawings; each must pass. */
const benign: Array<[string, Buffer]> = [
  ['the test fixture', svg('<circle cx="5" cy="5" r="4" fill="url(#g)"/>')],
  [
    'gradient, use, text, title',
    svg(`<title>Logo</title><defs><linearGradient id="g"><stop offset="0" stop-color="#E84142"/></linearGradient></defs>
      <g ${XLINK}><use xlink:href="#c"/><circle id="c" r="3" style="fill:url('#g');stroke:#000"/></g>
      <text x="1" y="9" font-family="sans-serif">Acme &amp; Co</text>`),
  ],
  ['style element with local url', svg('<style>.a { fill: url(#g); opacity: .5 }</style><rect class="a" width="2" height="2"/>')],
  ['embedded PNG', svg('<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>')],
  ['animation of a colour', svg('<rect width="2" height="2"><animate attributeName="fill" values="red;blue" dur="2s"/></rect>')],
  ['filter primitives', svg('<filter id="f"><feGaussianBlur stdDeviation="2"/><feOffset dx="1"/></filter>')],
  ['DOCTYPE without a subset', raw('<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg xmlns="http://www.w3.org/2000/svg" version="1.1"><path d="M0 0h1"/></svg>')],
  ['no namespace (old export)', raw('<svg viewBox="0 0 1 1"><text>based on data</text></svg>')],
]; // prettier-ignore

describe('checkSvg', () => {
  it.each(hostile)('refuses %s', (_name, bytes) => {
    const verdict = checkSvg(bytes);
    expect(verdict.ok).toBe(false);
    expect(verdict.ok ? '' : verdict.reason).not.toBe('');
  });

  it.each(benign)('accepts %s', (_name, bytes) => {
    expect(checkSvg(bytes)).toEqual({ ok: true });
  });

  const demoDir = path.resolve('src/web/public/demo');
  const demoLogos = readdirSync(demoDir).filter((f) => f.endsWith('.svg'));
  it.each(demoLogos)('accepts the demo logo %s', (file) => {
    expect(checkSvg(readFileSync(path.join(demoDir, file)))).toEqual({ ok: true });
  });

  it('names what it refused', () => {
    expect(checkSvg(svg(`<h:script ${XHTML}>alert(1)</h:script>`))).toEqual({
      ok: false,
      reason: 'element <h:script> is not in the SVG namespace',
    });
  });
});

describe('the logo upload uses it', () => {
  it.each(hostile)('refuses a logo with %s', (_name, bytes) => {
    const result = checkUpload('companyLogo', { name: 'logo.svg', type: 'image/svg+xml', bytes });
    expect(result.ok).toBe(false);
  });

  it('accepts a demo logo', () => {
    const bytes = readFileSync(path.resolve('src/web/public/demo/peak-pass.svg'));
    const result = checkUpload('companyLogo', { name: 'logo.svg', type: 'image/svg+xml', bytes });
    expect(result).toEqual({ ok: true, upload: { mediaType: 'image/svg+xml', fileName: 'logo.svg' } });
  });
});
