"use client";
// The admins' posts: each with its state, Edit, Publish or Unpublish, and Delete after a confirmation.
import Link from "next/link";
import { useState } from "react";
import ConfirmDialog from "@/components/ui/ConfirmDialog";
import { messageOf } from "@/lib/client/api";
import { deletePost, setPostPublished } from "@/lib/client/blog";
import type { TAdminBlogPost } from "@/lib/validation/blog";
import styles from "./admin-blog.module.css";

export function AdminPostList({ initialPosts }: { initialPosts: TAdminBlogPost[] }) {
  const [posts, setPosts] = useState(initialPosts);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TAdminBlogPost | null>(null);

  async function setPublished(post: TAdminBlogPost, published: boolean) {
    setBusyId(post.id);
    setError(null);
    try {
      const saved = await setPostPublished(post.id, published);
      setPosts((list) => list.map((item) => (item.id === post.id ? saved : item)));
    } catch (failure) {
      setError(messageOf(failure, "Failed to save changes"));
    } finally {
      setBusyId(null);
    }
  }

  async function remove(post: TAdminBlogPost) {
    setDeleting(null);
    setBusyId(post.id);
    setError(null);
    try {
      await deletePost(post.id);
      setPosts((list) => list.filter((item) => item.id !== post.id));
    } catch (failure) {
      setError(messageOf(failure, "Failed to delete the post. Please try again."));
    } finally {
      setBusyId(null);
    }
  }

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.heading}>
        <h1>Blog Posts</h1>
        <Link href="/admin/blog/new" className="btn btn-primary">
          New Post
        </Link>
      </div>
      <p className="hint">
        Published posts appear on <Link href="/start-exploring">Start Exploring</Link>, newest first.
      </p>
      {error ? (
        <p role="alert" className="alert alert-error">
          {error}
        </p>
      ) : null}
      {posts.length === 0 ? (
        <p className={styles.empty}>No posts yet. Write the first one.</p>
      ) : (
        <ul className={styles.list}>
          {posts.map((post) => (
            <li key={post.id} className={`card ${styles.row}`}>
              <div className={styles.rowText}>
                <h2 className={styles.rowTitle}>{post.title}</h2>
                <p className={styles.state}>
                  {post.publishedAt ? `Published ${new Date(post.publishedAt).toLocaleDateString("en-US", { dateStyle: "medium" })}` : "Draft"}
                </p>
              </div>
              <div className={styles.actions}>
                <Link href={`/admin/blog/${post.id}`} className="btn btn-outline btn-sm">
                  Edit<span className="visually-hidden"> {post.title}</span>
                </Link>
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  disabled={busyId === post.id}
                  onClick={() => void setPublished(post, !post.publishedAt)}
                >
                  {post.publishedAt ? "Unpublish" : "Publish"}
                  <span className="visually-hidden"> {post.title}</span>
                </button>
                <button type="button" className="btn btn-danger btn-sm" disabled={busyId === post.id} onClick={() => setDeleting(post)}>
                  Delete<span className="visually-hidden"> {post.title}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Post"
        message={deleting ? `Are you sure you want to delete "${deleting.title}"? This action cannot be undone.` : ""}
        confirmLabel="Delete"
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
