import { useState } from 'react';
import type { RechargeRecord } from '@tradewind/contract';
import { CardForm } from './card-top-up/card-form';
import { CardResult } from './card-top-up/card-result';
import { SandboxNotice } from '@/components/card-top-up/sandbox-notice';
import '@/components/surface.css';
import './topup.css';

/** /cardTopUp: a card payment through the provider (the sandbox here); approved is credited at once. */
export default function CardTopUpScreen() {
  const [result, setResult] = useState<RechargeRecord | null>(null);
  return (
    <div className="surface-page tu-page">
      <SandboxNotice />
      {result ? <CardResult record={result} onAgain={() => setResult(null)} /> : <CardForm onDone={setResult} />}
    </div>
  );
}
