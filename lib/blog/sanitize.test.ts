import { blogExcerpt, blogPlainText, sanitizeBlogHtml } from "./sanitize";

const REL = 'rel="noopener noreferrer nofollow"';

describe("sanitizeBlogHtml: the bad inputs of issue 14", () => {
  it.each([
    ["<script>", "<p>Hi</p><script>alert(1)</script>", "<p>Hi</p>"],
    ["<script> in capitals and split", "<p>a</p><SCRIPT >alert(1)</SCRIPT ><scr<script>ipt>alert(2)</script>", "<p>a</p>ipt&gt;alert(2)"],
    ["<img onerror>", '<p>x<img src=x onerror="alert(1)"></p>', "<p>x</p>"],
    ["javascript: href", '<a href="javascript:alert(1)">click</a>', "click"],
    ["javascript: href in mixed case with a tab", '<a href="JaVa\tScRiPt:alert(1)">click</a>', "click"],
    ["javascript: href as entities", '<a href="&#106;avascript&#58;alert(1)">click</a>', "click"],
    ["data: href", '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>', "click"],
    ["vbscript: href", '<a href="vbscript:msgbox(1)">click</a>', "click"],
    ["protocol-relative href", '<a href="//evil.example/x">click</a>', "click"],
    ["<svg><script>", "<svg><script>alert(1)</script><circle/></svg><p>after</p>", "<p>after</p>"],
    ["<svg onload>", '<svg onload="alert(1)"></svg>ok', "ok"],
    ["<iframe>", '<iframe src="https://evil.example"></iframe><p>text</p>', "<p>text</p>"],
    ["<p style>", '<p style="background:url(javascript:alert(1))" class="x" onclick="alert(1)">styled</p>', "<p>styled</p>"],
    ["nested disallowed tags", "<div><span><b>bold <i>both</i></b></span></div>", "<b>bold <i>both</i></b>"],
    ["unclosed tags", "<p><b>open <i>still open", "<p><b>open <i>still open</i></b></p>"],
    ["stray closing tags", "</b></p>text</ul>", "text"],
    ["empty paragraphs", "<p>one</p><p><br></p><p> </p><p>two</p>", "<p>one</p><p>two</p>"],
    ["a paragraph whose text is all in children is kept", "<p><i><b>x</b></i></p>", "<p><i><b>x</b></i></p>"],
    ["entities that decode to tags stay text", "&lt;script&gt;alert(1)&lt;/script&gt;", "&lt;script&gt;alert(1)&lt;/script&gt;"],
    ["numeric entities that decode to tags stay text", "&#60;img src=x onerror=alert(1)&#62;", "&lt;img src=x onerror=alert(1)&gt;"],
    ["double-encoded entities stay double-encoded", "&amp;lt;b&amp;gt;", "&amp;lt;b&amp;gt;"],
    ["a comment", "<!-- <script>alert(1)</script> -->safe", "safe"],
    ["a form and a button", '<form action="https://evil.example"><button>go</button></form>', "go"],
    ["<style>", "<style>body{display:none}</style><p>seen</p>", "<p>seen</p>"],
    [
      "an attribute breaking out of quotes",
      '<a href="https://ok.example/" title=\'"><script>alert(1)</script>\'>x</a>',
      `<a href="https://ok.example/" ${REL}>x</a>`,
    ],
  ])("%s", (_name, input, expected) => {
    expect(sanitizeBlogHtml(input)).toBe(expected);
  });

  it("keeps every allowed tag and gives links rel, dropping their other attributes", () => {
    const input =
      '<p>One <b>two</b> <i>three</i><br>four</p><ul><li><a href="https://echobook.example/x?a=1&amp;b=2" target="_blank" rel="opener">link</a></li><li><a href="mailto:hi@echobook.example">mail</a></li><li><a href="http://plain.example">plain</a></li></ul>';
    expect(sanitizeBlogHtml(input)).toBe(
      `<p>One <b>two</b> <i>three</i><br />four</p><ul><li><a href="https://echobook.example/x?a=1&amp;b=2" ${REL}>link</a></li><li><a href="mailto:hi@echobook.example" ${REL}>mail</a></li><li><a href="http://plain.example" ${REL}>plain</a></li></ul>`,
    );
  });

  it("turns strong and em (a paste from elsewhere) into b and i", () => {
    expect(sanitizeBlogHtml("<strong>s</strong><em>e</em>")).toBe("<b>s</b><i>e</i>");
  });

  it("is stable: sanitizing its own output changes nothing", () => {
    const once = sanitizeBlogHtml('<p>a &amp; b &lt;c&gt; <a href="https://x.example">x</a></p><ul><li>1<li>2</ul>');
    expect(sanitizeBlogHtml(once)).toBe(once);
  });
});

describe("blogExcerpt", () => {
  it("is null when the text fits in 150 characters, whatever the markup's length", () => {
    const text = "x".repeat(150);
    expect(blogExcerpt(sanitizeBlogHtml(`<p><b><a href="https://long.example/${"y".repeat(200)}">${text}</a></b></p>`))).toBeNull();
  });

  it("cuts the text at 150 characters and adds '…'", () => {
    const excerpt = blogExcerpt(sanitizeBlogHtml(`<p>${"a".repeat(149)}<b>bc</b>def</p>`));
    expect(excerpt).toBe(`${"a".repeat(149)}b…`);
  });

  it("never cuts through an entity: an escaped character counts as one", () => {
    const excerpt = blogExcerpt(sanitizeBlogHtml(`<p>${"a".repeat(148)}&amp;&lt;&gt;more text</p>`));
    expect(excerpt).toBe(`${"a".repeat(148)}&<…`);
  });

  it("never splits an emoji, and puts a space between paragraphs and items", () => {
    expect(blogPlainText(sanitizeBlogHtml("<p>one</p><p>two<br>three</p><ul><li>four</li><li>five</li></ul>"))).toBe("one two three four five");
    const excerpt = blogExcerpt(`<p>${"😀".repeat(160)}</p>`);
    expect(excerpt).toBe(`${"😀".repeat(150)}…`);
  });
});
