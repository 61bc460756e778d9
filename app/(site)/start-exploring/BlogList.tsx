"use client";
// The grid of posts and Load More (`?page={n}&limit=12`, n = ceil(loaded / 12) + 1, spec 002 section 7).
// A failed Load More keeps what is shown and says so, with the button to try again.
import { useState } from "react";
import { Spinner } from "@/components/ui/Spinner";
import { BLOG_PAGE_SIZE } from "@/lib/constants/blog";
import { getPublicPosts } from "@/lib/client/blog";
import type { TPublicBlogPost } from "@/lib/validation/blog";
import { BlogCard } from "./BlogCard";
import styles from "./blog.module.css";

export function BlogList({ initialPosts, initialHasMore }: { initialPosts: TPublicBlogPost[]; initialHasMore: boolean }) {
  const [posts, setPosts] = useState(initialPosts);
  const [hasMore, setHasMore] = useState(initialHasMore);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  async function loadMore() {
    setLoading(true);
    setFailed(false);
    try {
      const page = Math.ceil(posts.length / BLOG_PAGE_SIZE) + 1;
      const answer = await getPublicPosts(page, BLOG_PAGE_SIZE);
      setPosts((shown) => [...shown, ...answer.posts.filter((post) => !shown.some((other) => other._id === post._id))]);
      setHasMore(answer.pagination.hasMore);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <ul className={styles.grid}>
        {posts.map((post) => (
          <li key={post._id}>
            <BlogCard post={post} />
          </li>
        ))}
      </ul>
      <div className={styles.more} aria-live="polite">
        {failed ? <p className="error-text">More posts could not be loaded. Please try again.</p> : null}
        {hasMore ? (
          <button type="button" className="btn btn-primary" onClick={() => void loadMore()} disabled={loading}>
            {loading ? (
              <>
                <Spinner /> Loading…
              </>
            ) : (
              "Load More"
            )}
          </button>
        ) : null}
      </div>
    </>
  );
}
