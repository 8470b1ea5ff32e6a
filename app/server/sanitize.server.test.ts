import { describe, expect, test } from "vitest";
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS, sanitizeRichText } from "~/server/sanitize.server";

// OWASP XSS filter-evasion cheat-sheet style payloads, plus a few of our own.
const PAYLOADS: string[] = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  '<script>document.write("<img src=x onerror=alert(1)>")</script><p>ok</p>',
  '<img src="x" onerror="alert(1)">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  "<img src=x:alert(alt) onerror=eval(src) alt=0>",
  "<svg onload=alert(1)>",
  '<svg><script xlink:href="data:,alert(1)"></script></svg>',
  "<body onload=alert(1)>text</body>",
  '<a href="javascript:alert(1)">x</a>',
  '<a href="jAvAsCrIpT:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="jav\tascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:image/png;base64,iVBORw0KGgo=">',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  "<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>",
  '<img """><script>alert("XSS")</script>">',
  '<img src="/a.png" alt="x" title="a" onmouseover="alert(1)" />',
  '<img srcset="javascript:alert(1) 1x, /ok.png 2x" src="/ok.png">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<embed src="javascript:alert(1)">',
  "<style>@import 'https://xss.example/x.css'; body{background:url(javascript:alert(1))}</style>",
  '<div style="width: expression(alert(1));">expr</div>',
  '<p style="background-image: url(javascript:alert(1))">bg</p>',
  '<form action="javascript:alert(1)"><input type="text" value="v" onfocus="alert(1)" autofocus><button formaction="javascript:alert(1)">go</button></form>',
  '<input type="image" src="javascript:alert(1)">',
  "<button onclick=alert(1)>click</button>",
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">CLICKME</maction></math>',
  '<math href="javascript:alert(1)">m</math>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<div onmouseover="alert(1)" id="x" class="c">div</div>',
  '<a href="https://ok.example/" onclick="alert(1)" target="_blank" rel="opener">ok</a>',
  '<p title="a" onclick="alert(1)" data-x="1">p</p>',
  '<a href="x" title="x"onmouseover="alert(1)">broken quotes</a>',
  '<p title=""onmouseover=alert(1)//">quote break</p>',
  "<TABLE BACKGROUND=\"javascript:alert('XSS')\"><tr><td>cell</td></tr></TABLE>",
  '<video><source onerror="alert(1)"></video>',
  '<details open ontoggle="alert(1)">d</details>',
  '<marquee onstart="alert(1)">m</marquee>',
  "<!--<img src=x onerror=alert(1)>-->",
  "<![CDATA[<script>alert(1)</script>]]>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  "<textarea><script>alert(1)</script></textarea>",
  "<xmp><script>alert(1)</script></xmp>",
  "<template><script>alert(1)</script></template>",
  '<frameset onload="alert(1)"><frame src="javascript:alert(1)"></frameset>',
  "<applet code=\"javascript:alert('XSS')\"></applet>",
  '<span class="x" id="a&quot; onmouseover=&quot;alert(1)">entity attr</span>',
  '<a href="//evil.example/">protocol relative</a>',
  '<img src="//evil.example/a.png">',
  '<img src="/\\evil.example/a.png">',
];

const FORBIDDEN_TAGS =
  /<\/?(script|style|iframe|object|embed|form|input|button|textarea|select|option|svg|math|base|meta|link|frame|frameset|applet|body|html|head|table|video|source|details|marquee|template|noscript|xmp)\b/i;

const allowedTags = new Set<string>(RICH_TEXT_TAGS);
const allowedAttributes = new Set<string>(RICH_TEXT_ATTRIBUTES);

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ":")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Structural check: every "<" in the output opens an allowed tag with allowed, well-quoted attributes. */
function expectStructurallySafe(html: string) {
  const tags = html.match(/<[^>]*>?/g) ?? [];
  for (const tag of tags) {
    const match = /^<\/?([a-z0-9]+)((?:\s[a-z]+="[^"]*")*)\s*\/?>$/.exec(tag);
    expect(match, `malformed or unexpected tag ${tag}`).not.toBeNull();
    if (!match) continue;
    expect(allowedTags.has(match[1]), `tag ${match[1]}`).toBe(true);
    for (const [, name, raw] of match[2].matchAll(/\s([a-z]+)="([^"]*)"/g)) {
      expect(allowedAttributes.has(name), `attribute ${name}`).toBe(true);
      if (name === "href" || name === "src") {
        // Browsers ignore tabs, newlines and leading control characters inside schemes.
        const url = Array.from(decodeEntities(raw))
          .filter((c) => c.charCodeAt(0) > 0x20)
          .join("");
        expect(url).not.toMatch(/^(javascript|vbscript|data):/i);
        expect(url).toMatch(/^(https?:\/\/|mailto:|tel:|\/(?![/\\])|#|[^:/\\]*$)/i);
      }
    }
  }
}

describe("sanitizeRichText: hostile input", () => {
  test("the corpus is large enough to mean something", () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  test.each(PAYLOADS)("%s", (payload) => {
    const out = sanitizeRichText(payload);
    expect(out).not.toMatch(/<script/i);
    expect(out).not.toMatch(/\son\w+\s*=/i);
    expect(out).not.toMatch(/javascript:/i);
    expect(out).not.toMatch(/vbscript:/i);
    expect(out).not.toMatch(/data:/i);
    expect(out).not.toMatch(/\sstyle\s*=/i);
    expect(out).not.toMatch(/srcset|target=|formaction|xlink:/i);
    expect(out).not.toMatch(FORBIDDEN_TAGS);
    expectStructurallySafe(out);
    // Idempotent: sanitising twice changes nothing, so re-saving content is stable.
    expect(sanitizeRichText(out)).toBe(out);
  });

  test("content of script, style and form controls is dropped, not turned into text", () => {
    expect(sanitizeRichText("<p>a</p><script>alert(1)</script><style>p{color:red}</style><p>b</p>")).toBe(
      "<p>a</p><p>b</p>",
    );
    expect(
      sanitizeRichText("<form><input value=x><button>Send</button><select><option>o</option></select></form>x"),
    ).toBe("x");
    expect(sanitizeRichText("<textarea>secret</textarea><iframe>frame</iframe>z")).toBe("z");
  });

  test("harmless text of removed wrapper tags is kept", () => {
    expect(sanitizeRichText("<section><article>Bonjour</article></section>")).toBe("Bonjour");
    expect(sanitizeRichText("<font color=red>rouge</font>")).toBe("rouge");
  });

  test("links keep safe schemes and lose target/rel", () => {
    expect(sanitizeRichText('<a href="https://ok.example/" target="_blank" rel="opener">ok</a>')).toBe(
      '<a href="https://ok.example/">ok</a>',
    );
    expect(sanitizeRichText('<a href="mailto:contact@formatio.fr">m</a>')).toBe(
      '<a href="mailto:contact@formatio.fr">m</a>',
    );
    expect(sanitizeRichText('<a href="tel:+33123456789">t</a>')).toBe('<a href="tel:+33123456789">t</a>');
    expect(sanitizeRichText('<a href="/formations/excel">rel</a>')).toBe('<a href="/formations/excel">rel</a>');
    expect(sanitizeRichText('<a href="#plan">ancre</a>')).toBe('<a href="#plan">ancre</a>');
    expect(sanitizeRichText('<a href="ftp://files.example/x">f</a>')).toBe("<a>f</a>");
  });

  test("images need an http(s) or root-relative source; others are removed", () => {
    expect(sanitizeRichText('<img src="https://cdn.example/a.png" alt="A">')).toBe(
      '<img src="https://cdn.example/a.png" alt="A" />',
    );
    expect(sanitizeRichText('<p>x<img src="relative.png">y</p>')).toBe("<p>xy</p>");
    expect(sanitizeRichText('<p>x<img src="data:image/png;base64,iVBORw0KGgo=">y</p>')).toBe("<p>xy</p>");
  });

  test("id and class values are limited to plain tokens", () => {
    expect(sanitizeRichText('<h2 id="plan-du-cours" class="title big">T</h2>')).toBe(
      '<h2 id="plan-du-cours" class="title big">T</h2>',
    );
    expect(sanitizeRichText('<h2 id="a b" class="ok {bad} x:y">T</h2>')).toBe('<h2 class="ok">T</h2>');
  });
});

describe("sanitizeRichText: good content", () => {
  test("headings, lists, quotes, links, images and code survive intact", () => {
    const html = [
      '<h1 id="titre">Formation Excel</h1>',
      "<h2>Objectifs</h2>",
      "<h3>Niveau 1</h3><h4>a</h4><h5>b</h5><h6>c</h6>",
      "<p>Apprenez <strong>les bases</strong>, <em>les formules</em>, <u>les graphiques</u>, <b>gras</b> et <i>italique</i>.<br />Ligne deux.</p>",
      "<ul><li>Un</li><li>Deux</li></ul>",
      "<ol><li>Premier</li><li>Second</li></ol>",
      "<blockquote><p>Une citation.</p></blockquote>",
      '<p><a href="https://formatio.example/contact" title="Contact">Contactez-nous</a></p>',
      '<p><img src="/uploads/pages/page-1-abcdef-photo.webp" alt="Photo" width="640" height="480" /></p>',
      '<div class="note"><span class="hl">Note</span></div>',
      "<pre><code>=SOMME(A1:A10)\n  =MOYENNE(B1:B10)</code></pre>",
      "<p>Inline <code>const x = 1;</code> code</p>",
    ].join("");
    expect(sanitizeRichText(html)).toBe(html);
  });

  test("whitespace runs collapse to one space and the result is trimmed", () => {
    expect(sanitizeRichText("  \n<p>Bonjour   \t le\n\n monde</p>\n\n<p>  fin </p>  ")).toBe(
      "<p>Bonjour le monde</p> <p> fin </p>",
    );
  });

  test("non-breaking spaces (French typography) are not whitespace to collapse", () => {
    expect(sanitizeRichText("<p>Prix\u00a0: 100\u00a0€ ?</p>")).toBe("<p>Prix\u00a0: 100\u00a0€ ?</p>");
  });

  test("whitespace inside <pre> is preserved", () => {
    const code = "<pre><code>if (x) {\n    y();\n}</code></pre>";
    expect(sanitizeRichText(`<p>a   b</p>\n${code}\n<p>c   d</p>`)).toBe(`<p>a b</p> ${code} <p>c d</p>`);
  });

  test("text is escaped, entities are kept", () => {
    expect(sanitizeRichText("<p>1 &lt; 2 &amp;&amp; 3 &gt; 2</p>")).toBe("<p>1 &lt; 2 &amp;&amp; 3 &gt; 2</p>");
    expect(sanitizeRichText("")).toBe("");
  });
});
