// A first shell of the footer; the marketing issue completes it.
export function SiteFooter() {
  return (
    <footer className="bg-ink py-10 text-center text-sm text-white/70">
      © {new Date().getFullYear()} Agency
    </footer>
  );
}
