import { useCallback, useEffect, useId, useState } from 'react';
import { COPY } from '../../../config/copy';
import { FUNNEL_COPY } from '../../../config/copy-funnel';
import { lookupActions } from '../../../data/common/lookups';
import type { ProfessionNode, ProfessionTree } from '../../../data/common/types';
import { useAppDispatch, useAppSelector } from '../../../data/hooks';
import type { OccupationSource } from '../../../data/product/types';
import { trim } from '../../../lib/text';
import type { FieldBinding } from '../../_shared/insured-form/fields';
import styles from '../../_shared/insured-form/Form.module.css';
import { SheetPickerField, type SheetOption } from './OptionSheet';

const TEXT = FUNNEL_COPY.insuredForm;

export interface Occupation {
  jobCode: string;
  jobLabel: string;
}

interface Props {
  source: OccupationSource;
  productId: number;
  value: Partial<Occupation>;
  binding: FieldBinding;
  onChange: (occupation: Occupation) => void;
}

const FIELD_ID = 'insured-job';

/** 职业: the product's job list, or one of the two occupation trees. */
export function OccupationField({ source, ...props }: Props) {
  return source === 'jobs' ? <JobList {...props} /> : <JobTree tree={source} {...props} />;
}

/** The product's job list (GET third_product/jobs/{id}): searchable, classes shown. */
function JobList({ productId, value, binding, onChange }: Omit<Props, 'source'>) {
  const dispatch = useAppDispatch();
  const jobs = useAppSelector((state) =>
    state.common.jobsProductId === productId ? state.common.jobs : undefined,
  );
  const status = useAppSelector((state) => state.common.lookupStatus.jobs);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const loaded = jobs !== undefined;

  useEffect(() => {
    if (!loaded) dispatch(lookupActions.jobsRequested({ productId }));
  }, [dispatch, productId, loaded]);

  const close = useCallback(() => setOpen(false), []);
  const load = () => dispatch(lookupActions.jobsRequested({ productId }));
  const openSheet = () => {
    if (!loaded && status !== 'loading') load();
    setOpen(true);
  };

  const words = trim(query);
  const options = jobs
    ?.filter((job) => !words || job.name.includes(words))
    .map<SheetOption>((job) => ({
      value: job.code,
      label: job.name,
      note: job.insurable
        ? TEXT.jobClass(job.occupationClass)
        : `${TEXT.jobClass(job.occupationClass)} · ${TEXT.uninsurable}`,
      disabled: !job.insurable,
    }));
  const chosen = jobs?.find((job) => job.code === value.jobCode);

  return (
    <SheetPickerField
      id={FIELD_ID}
      label={TEXT.job}
      binding={binding}
      value={
        chosen
          ? `${chosen.name}（${TEXT.jobClass(chosen.occupationClass)}）`
          : value.jobCode
            ? value.jobLabel
            : undefined
      }
      hint={status === 'failed' && !loaded ? COPY.common.loadFailedTapRetry : undefined}
      onOpen={openSheet}
      sheetTitle={TEXT.jobSheet}
      open={open}
      onClose={close}
      search={
        <div className={styles.search}>
          <label htmlFor={searchId} className="visually-hidden">
            {TEXT.searchJob}
          </label>
          <input
            id={searchId}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            placeholder={TEXT.searchPlaceholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      }
      options={status === 'loading' ? undefined : options}
      status={status}
      selected={value.jobCode}
      emptyText={TEXT.noMatch}
      onPick={(option) => {
        onChange({ jobCode: option.value, jobLabel: option.label });
        setOpen(false);
      }}
      onRetry={load}
    />
  );
}

/** Leaves are the third level, or any node that carries an occupation class. */
const MAX_DEPTH = 3;
const isLeaf = (node: ProfessionNode, depth: number) =>
  depth >= MAX_DEPTH - 1 || node.occupationClass !== undefined;

const nodeLabel = (node: ProfessionNode) => node.name ?? String(node.id);

/**
 * An occupation tree (Fosun or JD Allianz), loaded a level at a time by the spec's rule: the top
 * level with no parent ids, a top node's children with [a], a middle node's children with [a, b].
 */
function JobTree({
  tree,
  value,
  binding,
  onChange,
}: Omit<Props, 'source'> & { tree: ProfessionTree }) {
  const dispatch = useAppDispatch();
  const nodes = useAppSelector((state) =>
    tree === 'fuxing' ? state.common.fxProfession : state.common.jdalProfession,
  );
  const status = useAppSelector((state) => state.common.lookupStatus[tree]);
  const [open, setOpen] = useState(false);
  const [path, setPath] = useState<(string | number)[]>([]);
  const topLoaded = nodes.length > 0;

  const load = useCallback(
    (parentIds: (string | number)[]) =>
      dispatch(lookupActions.professionRequested({ tree, parentIds })),
    [dispatch, tree],
  );
  useEffect(() => {
    if (!topLoaded) load([]);
  }, [load, topLoaded]);

  const close = useCallback(() => setOpen(false), []);
  const openSheet = () => {
    if (!topLoaded && status !== 'loading') load([]);
    setOpen(true);
  };

  // The chosen nodes down the path, and the level they lead to.
  const trail: ProfessionNode[] = [];
  let level: ProfessionNode[] | undefined = topLoaded ? nodes : undefined;
  for (const id of path) {
    const node: ProfessionNode | undefined = level?.find((n) => String(n.id) === String(id));
    if (!node) break;
    trail.push(node);
    level = node.children;
  }
  const depth = trail.length;

  const pick = (option: SheetOption) => {
    const node = level?.find((n) => String(n.id) === option.value);
    if (!node) return;
    if (isLeaf(node, depth)) {
      onChange({ jobCode: String(node.id), jobLabel: nodeLabel(node) });
      setOpen(false);
      return;
    }
    const next = [...trail.map((n) => n.id), node.id];
    setPath(next);
    if (!node.children) load(next);
  };

  return (
    <SheetPickerField
      id={FIELD_ID}
      label={TEXT.job}
      binding={binding}
      value={value.jobCode ? value.jobLabel : undefined}
      hint={status === 'failed' && !topLoaded ? COPY.common.loadFailedTapRetry : undefined}
      onOpen={openSheet}
      sheetTitle={TEXT.jobSheet}
      open={open}
      onClose={close}
      crumbs={
        depth > 0
          ? [
              { label: TEXT.allJobs, onSelect: () => setPath([]) },
              ...trail.map((node, i) => ({
                label: nodeLabel(node),
                onSelect: i < depth - 1 ? () => setPath(path.slice(0, i + 1)) : undefined,
              })),
            ]
          : []
      }
      options={level?.map((node) => ({
        value: String(node.id),
        label: nodeLabel(node),
        note: node.occupationClass !== undefined ? TEXT.jobClass(node.occupationClass) : undefined,
      }))}
      status={status}
      selected={value.jobCode}
      onPick={pick}
      onRetry={() => load(trail.map((n) => n.id))}
    />
  );
}
