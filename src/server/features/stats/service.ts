import { sql } from 'drizzle-orm';
import { normalizeStats, type PublicStats } from '~/shared/schemas/stats';
import { rowsOf, type DbOrTx } from '../../db/client';
import { capitalSumSql } from '../../db/capital-value';

/**
 * get_public_stats. Capital is what active projects report as raised (kept in step with their
 * capital sources by the sync); the VIP NFT and token-sale figures total every source of those kinds
 * at its last good read, in USD, leaving out those with no dollar value (decision 0024), as the transparency page does.
 */
export async function getPublicStats({ db }: { db: DbOrTx }): Promise<PublicStats> {
  const capitalSum = capitalSumSql('s');
  const result = await db.execute(sql`
    select
      (select count(*) from incubated_projects where is_active) as projects_in_incubation,
      (select count(*) from incubator_applications) as total_applications,
      (select count(*) from incubator_applications where status = 'approved') as approved_projects,
      (select count(*) from incubator_applications where status in ('submitted', 'under_review', 'changes_requested'))
        as pending_applications,
      (select coalesce(sum(capital_raised), 0) from incubated_projects where is_active) as capital_raised,
      (select count(*) from project_capital_sources s join incubated_projects p on p.id = s.project_id
        where p.is_active and s.sync_status <> 'failed') as active_capital_sources,
      (select ${capitalSum} from project_capital_sources s
        join incubated_projects p on p.id = s.project_id
        where p.is_active and s.source_type = 'vip_nft') as vip_nft_revenue,
      (select ${capitalSum} from project_capital_sources s
        join incubated_projects p on p.id = s.project_id
        where p.is_active and s.source_type = 'token_sale')
        as token_vending_revenue,
      (select max(last_synced_at) from project_capital_sources) as last_capital_sync,
      now() as last_updated
  `);
  const row = rowsOf(result)[0] ?? {};
  const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());
  return normalizeStats({
    ...row,
    last_capital_sync: iso(row.last_capital_sync),
    last_updated: iso(row.last_updated) ?? new Date().toISOString(),
  });
}
