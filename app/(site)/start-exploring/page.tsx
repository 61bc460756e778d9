// /start-exploring — the blog (spec 002 "Blog"): server-rendered, so the first 12 posts are in the HTML
// for readers without JavaScript and for crawlers; Load More fetches the next pages in the browser. A list
// that cannot be read shows 'Coming Soon', as an empty one does.
import type { Metadata } from "next";
import { cache } from "react";
import { BLOG_PAGE_SIZE } from "@/lib/blog/defaults";
import { listPublicPosts } from "@/lib/blog/read-posts";
import type { TPublicBlogPage } from "@/lib/validation/blog";
import { BlogList } from "./BlogList";
import styles from "./blog.module.css";

const TITLE = "Do More With Echobook";
const DESCRIPTION = "Ideas, guides and stories for audio guestbooks and voice messages: make the most of every moment with Echobook.";

export async function generateMetadata(): Promise<Metadata> {
  const first = await firstPage();
  const image = first?.posts.find((post) => post.imageUrl)?.imageUrl;
  return {
    title: `Start Exploring - Echobook`,
    description: DESCRIPTION,
    alternates: { canonical: "/start-exploring" },
    openGraph: {
      type: "website",
      siteName: "Echobook",
      url: "/start-exploring",
      title: TITLE,
      description: DESCRIPTION,
      ...(image ? { images: [{ url: image, alt: TITLE }] } : {}),
    },
    twitter: { card: image ? "summary_large_image" : "summary", title: TITLE, description: DESCRIPTION },
  };
}

// Read once a request, for the metadata and the page.
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
