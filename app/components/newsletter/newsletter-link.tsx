import { Link } from "react-router";

// The way to the newsletter's sign-up from the news pages and the end of each article.
export function NewsletterLink({ className = "" }: { className?: string }) {
  return (
    <p className={`text-ink/70 ${className}`}>
      Get new stories by email.{" "}
      <Link to="/newsletter" className="tap-target font-semibold text-orange-700 underline">
        Subscribe to the newsletter
      </Link>
    </p>
  );
}
