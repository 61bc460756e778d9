"use client";
// The post's content editor: an editable area with Bold, Italic, Bulleted list and Link (with the address
// typed in a field of its own, no browser prompt). Paste and drop bring plain text only. What it reports is
// the allowed markup read back from its DOM (content-markup.ts), never the browser's own HTML.
import { useEffect, useId, useRef, useState, type ClipboardEvent, type DragEvent } from "react";
import { FieldError } from "@/components/ui/FieldError";
import { editorMarkup, isAllowedLink } from "./content-markup";
import styles from "./admin-blog.module.css";

type TProps = { label: string; initialHtml: string; onChange(html: string): void; error?: string };

export function RichTextEditor({ label, initialHtml, onChange, error }: TProps) {
  const editorRef = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [linking, setLinking] = useState(false);
  const [linkUrl, setLinkUrl] = useState("https://");
  const [linkError, setLinkError] = useState<string | null>(null);
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const errorId = `${baseId}-error`;

  // The server's sanitized HTML is the starting content; from then on the DOM is the editor's own.
  useEffect(() => {
    if (editorRef.current) editorRef.current.innerHTML = initialHtml;
  }, [initialHtml]);

  function report() {
    if (editorRef.current) onChange(editorMarkup(editorRef.current));
  }

  function run(command: string, value?: string) {
    editorRef.current?.focus();
    document.execCommand("defaultParagraphSeparator", false, "p");
    document.execCommand("styleWithCSS", false, "false");
    document.execCommand(command, false, value);
    report();
  }

  function openLinkForm() {
    const selection = window.getSelection();
    const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    savedRange.current = range && editorRef.current?.contains(range.commonAncestorContainer) ? range.cloneRange() : null;
    setLinkError(null);
    setLinking(true);
  }

  function addLink() {
    const url = linkUrl.trim();
    if (!isAllowedLink(url) || url.length < 9) {
      setLinkError("Links must start with https://, http:// or mailto:.");
      return;
    }
    const editor = editorRef.current;
    if (!editor) return;
    editor.focus();
    const selection = window.getSelection();
    if (savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
    if (!selection || selection.isCollapsed || !savedRange.current) {
      // Nothing selected: the address itself becomes the link's text.
      const anchor = document.createElement("a");
      anchor.href = url;
      anchor.textContent = url;
      run("insertHTML", anchor.outerHTML);
    } else {
      run("createLink", url);
    }
    setLinking(false);
    setLinkUrl("https://");
  }

  function pastePlainText(event: ClipboardEvent<HTMLDivElement>) {
    event.preventDefault();
    run("insertText", event.clipboardData.getData("text/plain"));
  }

  function refuseDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
  }

  return (
    <div className="field">
      <span className="label" id={labelId}>
        {label}
        <span className="required" aria-hidden="true">
          *
        </span>
      </span>
      <div role="toolbar" aria-label="Formatting" className={styles.toolbar}>
        <button type="button" className="btn btn-ghost btn-sm" onMouseDown={(event) => event.preventDefault()} onClick={() => run("bold")}>
          <b>B</b>
          <span className="visually-hidden">Bold</span>
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onMouseDown={(event) => event.preventDefault()} onClick={() => run("italic")}>
          <i>I</i>
          <span className="visually-hidden">Italic</span>
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onMouseDown={(event) => event.preventDefault()} onClick={() => run("insertUnorderedList")}>
          Bulleted list
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onMouseDown={(event) => event.preventDefault()} onClick={openLinkForm}>
          Link
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onMouseDown={(event) => event.preventDefault()} onClick={() => run("unlink")}>
          Remove link
        </button>
      </div>
      {linking ? (
        <div className={styles.linkForm}>
          <div className="field">
            <label className="label" htmlFor={`${baseId}-url`}>
              Link address
            </label>
            <input
              id={`${baseId}-url`}
              className="input"
              type="url"
              value={linkUrl}
              autoFocus
              aria-invalid={linkError ? true : undefined}
              aria-describedby={linkError ? `${baseId}-url-error` : undefined}
              onChange={(event) => setLinkUrl(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  addLink();
                }
              }}
            />
            <FieldError id={`${baseId}-url-error`} error={linkError} />
          </div>
          <button type="button" className="btn btn-primary btn-sm" onClick={addLink}>
            Add link
          </button>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setLinking(false)}>
            Cancel
          </button>
        </div>
      ) : null}
      <div
        ref={editorRef}
        className={styles.editor}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        tabIndex={0}
        onInput={report}
        onBlur={report}
        onPaste={pastePlainText}
        onDrop={refuseDrop}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
