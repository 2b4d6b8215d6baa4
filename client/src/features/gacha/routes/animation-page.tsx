// /gacha/animation?product_id&order_id&transaction_id&demo (spec 001 §2, §4): the capsule machine
// plays its sequence (the animation machine's states drive the CSS), then reveals the prize with
// an effect per rarity. While a paid capsule waits for its beacon round the machine rocks and says
// 抽選中 (being drawn); the sequence starts once it is drawn. 再試一次 goes back to the machine, 前往盒櫃 to the box. Demo mode shows a
// sample item and charges nothing.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '@shop/contracts';
import { useGoBack } from '../../../lib/route-history';
import { showToast } from '../../../stores/toast.store';
import { loadPrize } from '../load-prize';
import { gachaAnimationMachine } from '../machines/gacha-animation.machine';
import { RARITY_LABELS } from '../rarity';
import './gacha.css';

export default function GachaAnimationPage() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const goBack = useGoBack();
  const productId = params.get('product_id');
  const demo = params.get('demo') === 'true';
  const [drawing, setDrawing] = useState(false);
  const [machine] = useState(() =>
    gachaAnimationMachine.provide({
      actors: {
        loadPrize: fromPromise(({ signal }) =>
          loadPrize(queryClient, { productId, orderId: params.get('order_id'), demo }, { onDrawing: () => setDrawing(true), signal }),
        ),
      },
      actions: {
        showMessage: (_, { message }) => void showToast(message, 'error'),
        goBack: () => goBack(),
        preloadImage: (_, { url }) => {
          const img = new Image();
          img.onload = () => actorRef.send({ type: 'IMAGE_LOADED' });
          img.src = url;
        },
      },
    }),
  );
  const [reducedMotion] = useState(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  const [snapshot, , actorRef] = useMachine(machine, { input: { reducedMotion } });
  const step = String(snapshot.value);
  const prize = snapshot.context.prize;
  const revealed = step === 'reveal' && prize;

  return (
    <div className="gacha-stage" data-step={step} data-drawing={drawing && step === 'idle'} data-testid="gacha-stage">
      <svg className="gacha-machine" viewBox="0 0 200 300" aria-hidden="true">
        <g className="gacha-machine__body">
          <rect x="30" y="150" width="140" height="130" rx="14" fill="#E94B5B" />
          <rect className="gacha-machine__panel" x="62" y="180" width="76" height="50" rx="8" fill="#fff" />
          <g className="gacha-machine__handle">
            <circle cx="100" cy="205" r="18" fill="#FFC93C" stroke="#8A5A00" strokeWidth="4" />
            <rect x="96" y="189" width="8" height="32" rx="4" fill="#8A5A00" />
          </g>
          <rect x="70" y="250" width="60" height="22" rx="6" fill="#7A1F2B" />
        </g>
        <g className="gacha-machine__dome">
          <circle cx="100" cy="95" r="72" fill="#DFF3FF" stroke="#fff" strokeWidth="6" opacity=".95" />
          <circle cx="70" cy="110" r="16" fill="#FF8FA3" />
          <circle cx="104" cy="124" r="16" fill="#7BD389" />
          <circle cx="134" cy="104" r="16" fill="#FFC93C" />
          <circle cx="88" cy="78" r="16" fill="#8EC5FF" />
          <circle cx="122" cy="70" r="16" fill="#C39BFF" />
        </g>
      </svg>
      <div className="gacha-capsule" aria-hidden="true" />
      {drawing && step === 'idle' ? (
        <p className="gacha-drawing" role="status" data-testid="gacha-drawing">
          <strong>{messages.gacha.drawing}</strong>
          <span>{messages.gacha.drawingDetail}</span>
        </p>
      ) : null}

      {revealed ? (
        <div className="gacha-reveal" data-rarity={prize.rarity} data-testid="gacha-reveal">
          <div className="gacha-reveal__burst" aria-hidden="true" />
          <img className="gacha-reveal__image" src={prize.imageUrl} alt={prize.name} />
          <p className="gacha-reveal__rarity">{RARITY_LABELS[prize.rarity]}</p>
          <h2 className="gacha-reveal__name">{prize.name}</h2>
          {demo ? <p className="gacha-reveal__demo">試玩模式：未扣款，也不會放入盒櫃</p> : null}
          <div className="gacha-reveal__actions">
            <Link className="gacha-btn gacha-btn--ghost" to={`/gacha/detail/${encodeURIComponent(productId ?? '')}`} replace>
              {messages.gacha.tryAgain}
            </Link>
            <Link className="gacha-btn" to="/box">
              {messages.gacha.goToBox}
            </Link>
          </div>
        </div>
      ) : null}
    </div>
  );
}
