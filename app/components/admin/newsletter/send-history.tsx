import { Link } from "react-router";
import { AdminDateTime } from "#app/components/admin/admin-date.tsx";

// The newsletter's send history on the Subscribers screen (issue 34, ADR 0164): each article
// emailed, when, and its messages sent, failed and still to go.

export type SentIssue = {
  id: string;
  newsId: string | null;
  title: string;
  createdAt: string;
  waiting: boolean;
  sent: number;
  failed: number;
  remaining: number;
};

const cell = "px-3 py-3";

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
          <table className="w-full text-left text-sm">
            <thead className="border-b border-ink/10 text-ink/70">
              <tr>
                <th className={cell}>Article</th>
                <th className={cell}>Emailed</th>
                <th className={`${cell} text-right`}>Sent</th>
                <th className={`${cell} text-right`}>Failed</th>
                <th className={`${cell} text-right`}>Remaining</th>
              </tr>
            </thead>
            <tbody>
              {issues.map((issue) => (
                <tr key={issue.id} className="border-b border-ink/5 last:border-0">
                  <td className={`${cell} min-w-44 font-medium break-words`}>
                    {issue.newsId ? (
                      <Link to={`/editNews/${issue.newsId}`} className="underline">
                        {issue.title}
                      </Link>
                    ) : (
                      issue.title
                    )}
                    {issue.waiting ? (
                      <span className="block text-ink/70">Goes when the article is published</span>
                    ) : null}
                  </td>
                  <td className={cell}>
                    <AdminDateTime iso={issue.createdAt} />
                  </td>
                  <td className={`${cell} text-right tabular-nums`}>{issue.sent}</td>
                  <td className={`${cell} text-right tabular-nums`}>{issue.failed}</td>
                  <td className={`${cell} text-right tabular-nums`}>{issue.remaining}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
