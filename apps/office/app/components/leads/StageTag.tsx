import type { StaffLeadStage } from '@bookdirect/gateway-sdk/staff';
import type { ReactNode } from 'react';
import { Tag } from '../layout';

/** A lead's stage as a tag: signed reads as good news, lost as bad, the rest calm. */
export function StageTag({ stage, children }: { stage: StaffLeadStage; children: ReactNode }) {
  const tone = stage === 'signed' ? 'good' : stage === 'lost' ? 'bad' : 'muted';
  return (
    <Tag $tone={tone} data-stage={stage}>
      {children}
    </Tag>
  );
}
