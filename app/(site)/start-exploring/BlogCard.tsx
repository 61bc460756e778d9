"use client";
// One post: cover, title, and the 150-character excerpt with Read More; expanded, the whole post (HTML the
// server sanitized as it served it) and the photographer's credit. The whole post is in the page's HTML
// from the start, hidden while collapsed, so crawlers read it.
import { useId, useState } from "react";
import { disclosureButton } from "@/components/ui/disclosure";
import type { TPublicBlogPost } from "@/lib/validation/blog";
import styles from "./blog.module.css";

// Made once, not per post and render (an Intl formatter costs about a quarter of a millisecond to build).
const publishedFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

export function BlogCard({ post }: { post: TPublicBlogPost }) {
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  const titleId = useId();
  const collapsed = post.excerpt !== null && !expanded;
  return (
    <article className={`card ${styles.card}`} aria-labelledby={titleId}>
      {post.imageUrl ? (
        <img className={styles.image} src={post.imageUrl} alt={post.imageAlt ?? ""} loading="lazy" decoding="async" width={640} height={360} />
      ) : null}
      <div className={styles.cardBody}>
        <h3 id={titleId} className={styles.cardTitle}>
          {post.title}
        </h3>
        <p className={styles.date}>
          <time dateTime={post.publishedAt}>{publishedFormat.format(new Date(post.publishedAt))}</time>
        </p>
        {collapsed ? <p className={styles.excerpt}>{post.excerpt}</p> : null}
        <div id={bodyId} className={styles.content} hidden={collapsed} dangerouslySetInnerHTML={{ __html: post.content }} />
        {!collapsed && post.imagePhotographer ? <PhotoCredit photographer={post.imagePhotographer} unsplashUrl={post.imageUnsplashUrl} /> : null}
        {post.excerpt !== null ? (
          <button {...disclosureButton(expanded, setExpanded, bodyId)} className={`btn btn-ghost btn-sm ${styles.toggle}`}>
            {expanded ? "Read Less" : "Read More"}
            <span className="visually-hidden">: {post.title}</span>
          </button>
        ) : null}
      </div>
    </article>
  );
}

function PhotoCredit({ photographer, unsplashUrl }: { photographer: string; unsplashUrl: string | null }) {
  return (
    <p className={styles.credit}>
      Photo by {photographer}
      {unsplashUrl ? (
        <>
          {" "}
          on{" "}
          <a href={unsplashUrl} target="_blank" rel="noopener noreferrer nofollow">
            Unsplash
          </a>
        </>
      ) : null}
    </p>
  );
}
