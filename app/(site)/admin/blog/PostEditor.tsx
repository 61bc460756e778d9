"use client";
// Writing or editing a post: title, cover (the image chooser: a stock photo with its credit, or an
// upload) with its description, the content editor, and whether it is published. Checked with the schema
// the admin API validates with; the server's errors are shown by field or above the buttons.
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { ImageChooserModal } from "@/components/image-chooser/ImageChooserModal";
import { Field } from "@/components/ui/Field";
import { FieldError } from "@/components/ui/FieldError";
import { Spinner } from "@/components/ui/Spinner";
import { BLOG_LIMITS } from "@/lib/constants/blog";
import { messageOf } from "@/lib/client/api";
import { savePost } from "@/lib/client/blog";
import { ZBlogPostBody, type TAdminBlogPost, type TBlogPostBody } from "@/lib/validation/blog";
import { RichTextEditor } from "./RichTextEditor";
import styles from "./admin-blog.module.css";

function initialValues(post: TAdminBlogPost | null): TBlogPostBody {
  return {
    title: post?.title ?? "",
    content: post?.content ?? "",
    imageUrl: post?.imageUrl ?? null,
    imageAlt: post?.imageAlt ?? "",
    imagePhotographer: post?.imagePhotographer ?? null,
    imageUnsplashUrl: post?.imageUnsplashUrl ?? null,
    published: post ? post.publishedAt !== null : false,
  };
}

export function PostEditor({ post }: { post: TAdminBlogPost | null }) {
  const router = useRouter();
  const [choosing, setChoosing] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const id = useId();
  const form = useForm<TBlogPostBody, unknown, z.output<typeof ZBlogPostBody>>({
    resolver: zodResolver(ZBlogPostBody),
    defaultValues: initialValues(post),
  });
  const { errors, isSubmitting } = form.formState;
  const [imageUrl, photographer] = useWatch({ control: form.control, name: ["imageUrl", "imagePhotographer"] });

  const onSubmit = form.handleSubmit(async (body) => {
    setServerError(null);
    try {
      await savePost(post?.id ?? null, body);
      router.push("/admin/blog");
      router.refresh();
    } catch (error) {
      setServerError(messageOf(error, "Failed to save changes"));
    }
  });

  const fieldError = (name: keyof TBlogPostBody) => errors[name]?.message;
  // The cover image with its credit, or none.
  const setImage = (image: { url: string; photographer: string | null; unsplashUrl: string | null } | null) => {
    form.setValue("imageUrl", image?.url ?? null);
    form.setValue("imagePhotographer", image?.photographer ?? null);
    form.setValue("imageUnsplashUrl", image?.unsplashUrl ?? null);
  };

  return (
    <div className={`container ${styles.page}`}>
      <p>
        <Link href="/admin/blog" className="btn btn-ghost btn-sm">
          <span aria-hidden="true">←</span> All posts
        </Link>
      </p>
      <h1>{post ? "Edit Post" : "New Post"}</h1>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <Field
          id={`${id}-title`}
          label={
            <>
              Title
              <span className="required" aria-hidden="true">
                *
              </span>
            </>
          }
        >
          <input
            id={`${id}-title`}
            className="input"
            maxLength={BLOG_LIMITS.title}
            aria-required="true"
            aria-invalid={fieldError("title") ? true : undefined}
            aria-describedby={fieldError("title") ? `${id}-title-error` : undefined}
            {...form.register("title")}
          />
          <FieldError id={`${id}-title-error`} error={fieldError("title")} />
        </Field>

        <div className="field">
          <span className="label">Cover image</span>
          <div className={styles.cover}>
            {imageUrl ? <img className={styles.coverImage} src={imageUrl} alt="" width={240} height={135} /> : <p className="hint">No cover image.</p>}
            <p className="hint">{imageUrl ? (photographer ? `Photo by ${photographer}` : "Your uploaded image") : null}</p>
          </div>
          <div className={styles.buttons}>
            <button type="button" className="btn btn-outline btn-sm" onClick={() => setChoosing(true)}>
              Choose Cover Image
            </button>
            {imageUrl ? (
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setImage(null)}>
                Remove Cover Image
              </button>
            ) : null}
          </div>
          <FieldError id={`${id}-image-error`} error={fieldError("imageUrl")} />
        </div>
        <ImageChooserModal open={choosing} imagesOnly onClose={() => setChoosing(false)} onSelect={(choice) => choice.kind === "image" && setImage(choice)} />

        <div className="field">
          <label className="label" htmlFor={`${id}-alt`}>
            Cover image description
          </label>
          <input id={`${id}-alt`} className="input" maxLength={BLOG_LIMITS.imageAlt} aria-describedby={`${id}-alt-hint`} {...form.register("imageAlt")} />
          <p id={`${id}-alt-hint`} className="hint">
            What the picture shows, for readers who cannot see it.
          </p>
          <FieldError id={`${id}-alt-error`} error={fieldError("imageAlt")} />
        </div>

        <Controller
          control={form.control}
          name="content"
          render={({ field }) => <RichTextEditor label="Content" initialHtml={post?.content ?? ""} onChange={field.onChange} error={fieldError("content")} />}
        />

        <label className={styles.check}>
          <input type="checkbox" {...form.register("published")} />
          Published on the blog
        </label>

        {serverError ? (
          <p role="alert" className="alert alert-error">
            {serverError}
          </p>
        ) : null}
        <div className={styles.buttons}>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting ? (
              <>
                <Spinner /> Saving…
              </>
            ) : (
              "Save Post"
            )}
          </button>
          <Link href="/admin/blog" className="btn btn-outline">
            Cancel
          </Link>
        </div>
      </form>
    </div>
  );
}
