import { describe, expect, it } from 'vitest';
import { reportCsv, reportFileName } from '../app/reports/csv';
import { weekReport } from './reports-fixture';

const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe("the report's CSV", () => {
  it('has a line per period with every figure, the totals, then the channels', () => {
    const [header, first, second, totals, gap, channelHeader, web, , , partner, end] = lines(
      reportCsv(weekReport(), 'en'),
    );
    expect(header).toBe(
      'Period start,Period end,Room-nights available,Room-nights sold,Occupancy (%),' +
        'Room revenue (EUR),ADR (EUR),RevPAR (EUR),Bookings,Cancellations,Points earned,' +
        'Points spent,Reviews shown,Review score (1-10)',
    );
    expect(first).toBe('2026-03-01,2026-03-01,10,4,40,400,100,40,2,0,0,0,0,0');
    expect(second).toBe('2026-03-02,2026-03-07,60,15,25,1650.5,110.03,27.51,3,1,0,0,2,8.5');
    expect(totals).toBe('Total,,70,19,27.14,2050.5,107.92,29.29,5,1,120,300,2,8.5');
    expect(gap).toBe('');
    expect(channelHeader).toBe(
      'Channel,Partner code,Bookings,Cancellations,Room-nights sold,Room revenue (EUR)',
    );
    expect(web).toBe('Website,,3,1,12,1300.5');
    expect(partner).toBe('Partner wander-notes,wander-notes,1,0,4,400');
    expect(end).toBe('');
  });

  it("speaks the staff member's language", () => {
    const csv = reportCsv(weekReport(), 'zh');
    expect(lines(csv)[0]).toContain('客房收入（EUR）');
    expect(lines(csv)[3]?.startsWith('合计,')).toBe(true);
    expect(csv).toContain('微信,,1,0,3,350');
  });

  it('is named after the hotel or the group and the days', () => {
    expect(reportFileName(weekReport())).toBe('report-hotel-3-2026-03-01-2026-03-07.csv');
    expect(reportFileName({ hotel_id: 0, from: '20260101', to: '20261231' })).toBe(
      'report-group-2026-01-01-2026-12-31.csv',
    );
  });
});
