import type { NewsCardView } from "#app/lib/news-view.ts";
import { NewsCard, NewsGrid } from "./news-card.tsx";

/** The foot of an article: its related news (news-repository's listRelatedNews), or a note. */
export default function RelatedNews({ related }: { related: NewsCardView[] }) {
  return (
    <section aria-labelledby="related-heading" className="mt-16">
      <h2 id="related-heading" className="text-2xl font-bold">
        Related News
      </h2>
      {related.length ? (
        <div className="mt-6">
          <NewsGrid>
            {related.map((item) => (
              <NewsCard key={item.id} article={item} />
            ))}
          </NewsGrid>
        </div>
      ) : (
        <p className="mt-4 text-ink/70">No related news yet.</p>
      )}
    </section>
  );
}
