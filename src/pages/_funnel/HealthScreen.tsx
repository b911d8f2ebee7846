import 'antd-mobile/es/global';
import Dialog from 'antd-mobile/es/components/dialog';
import { useEffect, useId, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { FUNNEL_COPY } from '../../config/copy-funnel';
import { familyOfPath, paths } from '../../config/paths';
import {
  selectHealthDetail,
  selectHealthDetailStatus,
  selectHealthSubmitStatus,
  selectSavedAnswers,
  selectSavedAnswersStatus,
  healthActions,
} from '../../data/health';
import type { HealthQuestion } from '../../data/health/types';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { readDraft, writeDraft } from '../../data/insured/draft';
import type { HealthAnswers } from '../../data/insured/types';
import { judgeProductFeature, type ProductFeature } from '../../data/product/judge-product-feature';
import type { ProductDetail } from '../../data/product/types';
import { Button } from '../../ui/Button';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { customerServicePage, HOTLINE_HREF, HOTLINE_TEXT } from '../../ui/ServiceLink';
import { StateBlock } from '../../ui/StateBlock';
import { ProductGate } from '../_shared/ProductGate';
import { useTraceScreen } from '../_shared/use-trace';
import funnelStyles from '../_shared/funnel.module.css';
import styles from './HealthScreen.module.css';
import { DockFooter } from '../_shared/DockFooter';

const TEXT = FUNNEL_COPY.health;

/** The answers to this product's questions only (a stored answer to a retired question is dropped). */
function answersFor(questions: HealthQuestion[], answers: HealthAnswers | null): HealthAnswers {
  const out: HealthAnswers = {};
  for (const q of questions) {
    const value = answers?.[q.id];
    if (typeof value === 'boolean') out[q.id] = value;
  }
  return out;
}

function Question({
  question,
  index,
  answer,
  onAnswer,
}: {
  question: HealthQuestion;
  index: number;
  answer: boolean | undefined;
  onAnswer: (value: boolean) => void;
}) {
  const labelId = useId();
  return (
    <li className={styles.question}>
      <p className={styles.text}>
        <span className={styles.index} aria-hidden="true">
          {index + 1}.
        </span>
        <span id={labelId}>{question.text}</span>
      </p>
      {question.details?.length ? (
        <ul className={styles.details}>
          {question.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : null}
      <div role="group" aria-labelledby={labelId} className={styles.choices}>
        {[true, false].map((value) => (
          <button
            key={String(value)}
            type="button"
            aria-pressed={answer === value}
            className={answer === value ? (value ? styles.yesOn : styles.noOn) : styles.choice}
            onClick={() => onAnswer(value)}
          >
            {value ? TEXT.yes : TEXT.no}
          </button>
        ))}
      </div>
    </li>
  );
}

function Statement({ product, feature }: { product: ProductDetail; feature: ProductFeature }) {
  const id = product.id;
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const servicePage = customerServicePage();
  const detail = useAppSelector((state) => selectHealthDetail(state, id));
  const detailStatus = useAppSelector((state) => selectHealthDetailStatus(state, id));
  const saved = useAppSelector((state) => selectSavedAnswers(state, id));
  const savedStatus = useAppSelector((state) => selectSavedAnswersStatus(state, id));
  const submitStatus = useAppSelector((state) => selectHealthSubmitStatus(state, id));
  // What this visitor answered before in this session wins over what the server holds.
  const [drafted] = useState(() => readDraft(id).healthAnswers ?? null);
  const [edited, setEdited] = useState<HealthAnswers | null>(null);
  const [askAllNo, setAskAllNo] = useState(false);
  useTraceScreen(id, true);

  useEffect(() => {
    if (detailStatus === 'idle') dispatch(healthActions.detailRequested({ productId: id }));
  }, [dispatch, id, detailStatus]);

  useEffect(() => {
    if (!drafted && savedStatus === 'idle') {
      dispatch(healthActions.statementRequested({ productId: id }));
    }
  }, [dispatch, id, drafted, savedStatus]);

  if (!detail) {
    if (detailStatus === 'failed') {
      return (
        <StateBlock
          kind="error"
          title={TEXT.loadFailed}
          action={
            <Button onClick={() => dispatch(healthActions.detailRequested({ productId: id }))}>
              {COPY.common.retry}
            </Button>
          }
        />
      );
    }
    return <PageSkeleton />;
  }

  const questions = detail.questions;
  const answers = answersFor(questions, edited ?? drafted ?? saved);
  const remaining = questions.filter((q) => answers[q.id] === undefined).length;
  const submitting = submitStatus === 'submitting';

  const allNo = remaining === 0 && questions.every((q) => answers[q.id] === false);
  const keep = (next: HealthAnswers) => {
    setEdited(next);
    // Changed answers must be submitted again before the confirmation.
    writeDraft(id, { healthAnswers: next, healthDone: false });
  };
  const answer = (questionId: string, value: boolean) => {
    if (answers[questionId] !== value) keep({ ...answers, [questionId]: value });
  };
  // 以上皆无: every question 否 in one tap; each answer can still be changed after. An answer of 是
  // is the visitor's disclosure: it is not turned to 否 without asking.
  const yesCount = questions.filter((q) => answers[q.id] === true).length;
  const setAllNo = () => keep(Object.fromEntries(questions.map((q) => [q.id, false])));
  const answerAllNo = () => {
    if (allNo) return;
    if (yesCount > 0) setAskAllNo(true);
    else setAllNo();
  };

  const submit = () =>
    dispatch(
      healthActions.submitRequested({
        productId: id,
        answers,
        page: pathname,
        next: paths.product.step(feature.family, 'confirm', id),
      }),
    );

  return (
    <main className={styles.page}>
      <header className={funnelStyles.header}>
        <h1 className={funnelStyles.title}>{detail.title || TEXT.title}</h1>
        <p className={funnelStyles.subtitle}>
          {product.name} · {product.insurer}
        </p>
      </header>
      <section className={styles.card}>
        <p className={styles.lead}>{detail.intro || TEXT.lead}</p>
        <ol className={styles.questions}>
          {questions.map((question, index) => (
            <Question
              key={question.id}
              question={question}
              index={index}
              answer={answers[question.id]}
              onAnswer={(value) => answer(question.id, value)}
            />
          ))}
        </ol>
        <button
          type="button"
          aria-pressed={allNo}
          className={allNo ? styles.allNoOn : styles.allNo}
          onClick={answerAllNo}
        >
          {TEXT.allNo}
        </button>
        <p className={styles.declaration}>{TEXT.declaration}</p>
      </section>
      <DockFooter className={styles.bar}>
        <p className={styles.progress} aria-live="polite">
          {remaining > 0 ? TEXT.remaining(remaining) : TEXT.allAnswered}
        </p>
        <Button
          className={styles.submit}
          disabled={remaining > 0}
          loading={submitting}
          onClick={submit}
        >
          {submitting ? COPY.common.submitting : TEXT.submit}
        </Button>
      </DockFooter>
      <Dialog
        visible={askAllNo}
        content={TEXT.allNoOverYes(yesCount)}
        closeOnMaskClick={false}
        actions={[
          [
            { key: 'keep', text: TEXT.allNoKeep, onClick: () => setAskAllNo(false) },
            {
              key: 'confirm',
              text: TEXT.allNoConfirm,
              bold: true,
              onClick: () => {
                setAskAllNo(false);
                setAllNo();
              },
            },
          ],
        ]}
      />
      <Dialog
        visible={submitStatus === 'ineligible'}
        // Where the chat page cannot open, the hotline is said and 联系客服 dials it.
        content={servicePage ? COPY.healthIneligible : `${COPY.healthIneligible}。${HOTLINE_TEXT}`}
        closeOnMaskClick={false}
        actions={[
          {
            key: 'contact',
            text: servicePage ? COPY.contactService : COPY.service.call,
            onClick: () => {
              if (servicePage) dispatch(healthActions.contactServiceRequested());
              else window.location.assign(HOTLINE_HREF);
            },
          },
          {
            key: 'close',
            text: COPY.iKnow,
            bold: true,
            onClick: () => {
              dispatch(healthActions.ineligibleDismissed());
            },
          },
        ]}
      />
    </main>
  );
}

function Health({ product }: { product: ProductDetail }) {
  const { pathname } = useLocation();
  const family = familyOfPath(pathname) ?? product.family;
  const feature = judgeProductFeature({ ...product, family });
  const [draft] = useState(() => readDraft(product.id));
  if (!draft.insuredDone) {
    return <Navigate replace to={paths.product.step(family, 'insured', product.id)} />;
  }
  if (!feature.healthStatement) {
    return <Navigate replace to={paths.product.step(family, 'confirm', product.id)} />;
  }
  return <Statement product={product} feature={feature} />;
}

/**
 * 健康告知 (/healthStatement, /ProductAnsheng/healthStatement, /ProductNew/healthStatement): every
 * question answered, one by one or all 否 at once with 以上皆无 (each answer still open to change),
 * the answers kept in the session draft, and the statement submitted before the confirmation.
 */
export default function HealthScreen() {
  return <ProductGate>{(product) => <Health key={product.id} product={product} />}</ProductGate>;
}
