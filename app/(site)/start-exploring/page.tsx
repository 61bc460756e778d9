// /start-exploring — the blog (spec 002 "Blog"): server-rendered, so the first 12 posts are in the HTML
// for readers without JavaScript and for crawlers; Load More fetches the next pages in the browser. A list
// that cannot be read shows 'Coming Soon', as an empty one does.
import type { Metadata } from "next";
import { cache } from "react";
import { BLOG_PAGE_SIZE } from "@/lib/constants/blog";
import { listPublicPosts } from "@/lib/blog/read-posts";
import { sitePageMetadata } from "@/lib/seo/site-metadata";
import type { TPublicBlogPage } from "@/lib/validation/blog";
import { BlogList } from "./BlogList";
import styles from "./blog.module.css";

const TITLE = "Do More With Echobook";
const DESCRIPTION = "Ideas, guides and stories for audio guestbooks and voice messages: make the most of every moment with Echobook.";

// The site's picture, not a post's cover: a cover may be anywhere and any size, and chat apps want 1200x630.
export const metadata: Metadata = sitePageMetadata({
  path: "/start-exploring",
  title: TITLE,
  documentTitle: "Start Exploring - Echobook",
  description: DESCRIPTION,
});

// Read once a request.
const firstPage = cache(async (): Promise<TPublicBlogPage | null> => {
  try {
    return await listPublicPosts({ page: 1, limit: BLOG_PAGE_SIZE });
  } catch (error) {
    console.error("[echobook] the blog could not be read", error);
    return null;
  }
});

export default async function StartExploringPage() {
  const first = await firstPage();
  return (
    <>
      <section className={styles.banner}>
        <div className="container">
          <p className="eyebrow">Start Exploring</p>
          <h1 className={styles.bannerTitle}>{TITLE}</h1>
          <p className="section-lead">Ideas and stories for guestbooks, audio cards and the voices worth keeping.</p>
        </div>
      </section>
      <section className={`container ${styles.posts}`} aria-labelledby="blog-posts-heading">
        <h2 id="blog-posts-heading" className="visually-hidden">
          Posts
        </h2>
        {first && first.posts.length > 0 ? (
          <BlogList initialPosts={first.posts} initialHasMore={first.pagination.hasMore} />
        ) : (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>Coming Soon</p>
            <p>Our first stories are on their way. Check back soon.</p>
          </div>
        )}
      </section>
    </>
  );
}
