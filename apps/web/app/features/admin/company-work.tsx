// A company's work on its admin page (issue #19): leads received, quotes sent, quotes won and the win rate,
// with the newest leads and quotes (each opens the request).
import { Link } from "react-router";
import { Facts } from "../../components/facts.tsx";
import { StatusBadge } from "../../components/status-badge.tsx";
import { ListTable, pounds, when } from "./admin-list.tsx";

interface Work {
  leads: {
    leadId: string;
    status: string;
    statusLabel: string;
    score: number;
    createdAt: string;
    typeOfMove: string;
    fromPostcode: string;
  }[];
  quotes: {
    id: string;
    leadId: string;
    pricePence: number;
    status: string;
    statusLabel: string;
    createdAt: string;
  }[];
  totals: { leads: number; quoted: number; won: number; winRatePercent: number | null };
}

export function CompanyWork({ work }: { work: Work }) {
  const { totals } = work;
  return (
    <div className="form-section stack">
      <h2>Leads and quotes</h2>
      <Facts
        items={[
          { label: "Leads received", value: totals.leads },
          { label: "Quotes sent", value: totals.quoted },
          { label: "Booked", value: totals.won },
          {
            label: "Win rate",
            value: totals.winRatePercent === null ? "No quotes yet" : `${totals.winRatePercent}%`,
          },
        ]}
      />
      <h3>Newest leads</h3>
      <ListTable
        rows={work.leads.map((l) => ({ ...l, id: l.leadId }))}
        caption="The company's newest leads"
        columns={[
          {
            header: "Matched",
            cell: (l) => <Link to={`/admin/requests/${l.leadId}`}>{when(l.createdAt)}</Link>,
          },
          { header: "Move", cell: (l) => `${l.typeOfMove}, ${l.fromPostcode}` },
          { header: "Score", cell: (l) => l.score.toFixed(2) },
          { header: "Status", cell: (l) => <StatusBadge status={l.status} label={l.statusLabel} /> },
        ]}
      />
      <h3>Newest quotes</h3>
      <ListTable
        rows={work.quotes}
        caption="The company's newest quotes"
        columns={[
          {
            header: "Sent",
            cell: (q) => <Link to={`/admin/requests/${q.leadId}`}>{when(q.createdAt)}</Link>,
          },
          { header: "Price", cell: (q) => pounds(q.pricePence) },
          { header: "Status", cell: (q) => <StatusBadge status={q.status} label={q.statusLabel} /> },
        ]}
      />
    </div>
  );
}
