import { Link } from "react-router";
import { AdminDateTime } from "#app/components/admin/admin-date.tsx";

// The newsletter's send history on the Subscribers screen (issue 34, ADR 0164): each article
// emailed, when, and its messages sent, failed and still to go.

export type SentIssue = {
  id: string;
  newsId: string | null;
  title: string;
  emailedAt: string | null;
  goesAt: string | null;
  sent: number;
  failed: number;
  remaining: number;
};

const cell = "px-3 py-3";
// On a phone each issue is a small card (title, date, then the three counts side by side), so
// no column is pushed off the screen; the counts carry their heading as a label there.
const count = `${cell} text-right tabular-nums max-sm:py-1 max-sm:text-left max-sm:text-lg max-sm:font-semibold max-sm:before:block max-sm:before:text-xs max-sm:before:font-normal max-sm:before:text-ink/70 max-sm:before:content-[attr(data-label)]`;

export function SendHistory({ issues }: { issues: SentIssue[] }) {
  return (
    <section aria-labelledby="send-history" className="grid gap-3">
      <h2 id="send-history" className="text-xl font-bold">
        Send history
      </h2>
      {issues.length === 0 ? (
        <p className="text-ink/70">No article has been emailed yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-ink/10 bg-white">
          <table className="w-full text-left text-sm max-sm:block">
            <thead className="border-b border-ink/10 text-ink/70 max-sm:sr-only">
              <tr>
                <th className={cell}>Article</th>
                <th className={cell}>Emailed</th>
                <th className={`${cell} text-right`}>Sent</th>
                <th className={`${cell} text-right`}>Failed</th>
                <th className={`${cell} text-right`}>Remaining</th>
              </tr>
            </thead>
            <tbody className="max-sm:block">
              {issues.map((issue) => (
                <tr
                  key={issue.id}
                  className="border-b border-ink/5 last:border-0 max-sm:grid max-sm:grid-cols-3 max-sm:py-2"
                >
                  <td
                    className={`${cell} font-medium break-words sm:min-w-44 max-sm:col-span-3 max-sm:pb-0`}
                  >
                    {issue.newsId ? (
                      <Link to={`/editNews/${issue.newsId}`} className="underline">
                        {issue.title}
                      </Link>
                    ) : (
                      issue.title
                    )}
                    {issue.emailedAt ? null : (
                      <span className="block text-ink/70">Goes when the article is published</span>
                    )}
                  </td>
                  <td className={`${cell} max-sm:col-span-3 max-sm:py-0 max-sm:text-ink/70`}>
                    {issue.emailedAt ? (
                      <>
                        <span className="sm:sr-only">Emailed </span>
                        <AdminDateTime iso={issue.emailedAt} />
                      </>
                    ) : issue.goesAt ? (
                      <>
                        Goes <AdminDateTime iso={issue.goesAt} />
                      </>
                    ) : (
                      "Not yet"
                    )}
                  </td>
                  <td className={count} data-label="Sent">
                    {issue.sent}
                  </td>
                  <td className={count} data-label="Failed">
                    {issue.failed}
                  </td>
                  <td className={count} data-label="Remaining">
                    {issue.remaining}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
