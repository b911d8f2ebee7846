import { describe, expect, test } from 'vitest';
import type { Proposal, Recommendation } from '../../src/data/proposal/types';
import { PROPOSALS } from '../../src/mocks/fixtures/proposals';
import { sharedContentOf } from '../../src/mocks/handlers/proposal';
import { planFigures, riskCover, sharedBasis } from '../../src/pages/_proposal/figures';
import { wrapParts } from '../../src/pages/_proposal/poster';
import { posterOf } from '../../src/pages/_proposal/PreviewScreen';
import { shareCardOf } from '../../src/pages/_proposal/share-card';

/** A fixture as the reply gives it (status ready, birth dates as they are). */
const reply = (id: string): Proposal => {
  const {
    ownerUserId: _o,
    withdrawn: _w,
    written: _x,
    ...rest
  } = PROPOSALS.find((p) => p.id === id)!;
  return { ...rest, status: 'ready' };
};

const item = (
  memberId: string,
  benefits: Recommendation['benefits'],
  premium = 100,
): Recommendation => ({
  memberId,
  productId: 1,
  family: 'ProductNew',
  name: `产品${benefits.length}`,
  insurer: '',
  planId: 1,
  planName: '',
  sumInsured: 100000,
  term: '1y',
  payPeriod: '1y',
  payFrequency: 'annual',
  premium,
  benefits,
});

describe('planFigures: one set of figures per plan', () => {
  test('the demo family: titles, date, members, each member\u2019s cover by risk, premiums', () => {
    const figures = planFigures(reply('P7K3QX2M'));
    expect(figures.title).toBe('张先生的家庭保障计划书');
    // The share card's and image's title names nobody (issue 24).
    expect(figures.shareTitle).toBe('一份家庭保障计划书，分享给你参考');
    expect(figures.shareDesc).toBe('本人38岁、配偶36岁、大宝8岁：为家人定制的保障方案，点击查看');
    expect(figures.madeOn).toBe('制作日期：2026年11月18日');
    expect(figures.members.map((m) => m.line)).toEqual([
      '本人 · 男 · 38岁',
      '配偶 · 女 · 36岁',
      '大宝 · 女 · 8岁',
    ]);
    // The medical plan's cover is 400万 (its largest benefit), for both adults.
    expect(figures.members.map((m) => m.coverParts)).toEqual([
      ['重疾50万', '寿险200万', '医疗400万'],
      ['重疾50万', '寿险100万', '医疗400万'],
      ['重疾30万', '意外20万', '医疗200万'],
    ]);
    const premiums = figures.members.map((m) => m.premium);
    expect(figures.total).toBeCloseTo(
      premiums.reduce((a, b) => a + b, 0),
      6,
    );
    expect(figures.totalText).toBe(`¥${figures.total.toFixed(2)}`);
    expect(figures.members[0]!.premiumText).toBe('¥10205.74');
  });

  test('a gap: recommended, existing, what is missing and what the plan gives, in one format', () => {
    const [self] = planFigures(reply('P7K3QX2M')).members;
    const critical = self!.gaps.find((g) => g.risk === 'critical')!;
    expect(critical).toMatchObject({
      recommendedText: '50万',
      existingText: '10万',
      gapText: '40万',
      planText: '50万',
      ratio: 0.2,
    });
    const accident = self!.gaps.find((g) => g.risk === 'accident')!;
    expect(accident).toMatchObject({ plan: 0, planText: '0元' });
    expect(self!.gaps.map((g) => g.risk)).toEqual([
      'critical',
      'accident',
      'life',
      'medical',
      'pension',
    ]);
  });

  test('existing cover nobody was told is not known: no gap, no ratio, rather than a guess', () => {
    const proposal = reply('P7K3QX2M');
    const unknown: Proposal = {
      ...proposal,
      members: proposal.members.map((m) => ({
        ...m,
        gaps: m.gaps.map((g) => ({ ...g, existing: null })),
      })),
    };
    const [self] = planFigures(unknown).members;
    const medical = self!.gaps.find((g) => g.risk === 'medical')!;
    expect(medical).toMatchObject({
      recommendedText: '400万',
      existing: null,
      existingText: null,
      gap: null,
      gapText: null,
      ratio: null,
      planText: '400万',
    });
  });

  test('cover by risk: payments add up across products, medical cover is the largest; words are no figure', () => {
    const items = [
      item('m1', [
        { risk: 'medical', item: '一般医疗', amount: '200万' },
        { risk: 'medical', item: '重疾医疗', amount: '400万' },
        { risk: 'critical', item: '重疾', amount: '30万' },
        { risk: 'life', item: '身故', amount: '已交保费或基本保额' },
      ]),
      item('m1', [
        { risk: 'medical', item: '住院医疗', amount: '200万' },
        { risk: 'critical', item: '少儿重疾', amount: '20万' },
        { risk: 'medical', item: '门诊', amount: '按实际费用报销' },
      ]),
    ];
    expect(riskCover(items, 'medical')).toBe(4000000);
    expect(riskCover(items, 'critical')).toBe(500000);
    expect(riskCover(items, 'life')).toBe(0);
    expect(riskCover(items, 'pension')).toBe(0);
  });
});

describe('the share image is given the share\u2019s figures as they are', () => {
  test.each(['P7K3QX2M', 'P9D4RT6W'])('%s: title, date, members, premiums, cover, total', (id) => {
    const proposal = reply(id);
    const share = sharedContentOf(
      PROPOSALS.find((p) => p.id === id)!,
      'k3y',
    );
    const figures = planFigures(sharedBasis(share));
    // The copy made for sharing gives the plan's own figures.
    const own = planFigures(proposal);
    expect(figures.members.map((m) => [m.line, m.premiumText, m.coverParts])).toEqual(
      own.members.map((m) => [m.line, m.premiumText, m.coverParts]),
    );
    expect(figures.totalText).toBe(own.totalText);
    const card = shareCardOf(figures, share.key, 'http://example.test');
    const poster = posterOf(figures, card);
    expect(poster.title).toBe(figures.shareTitle);
    expect(poster.date).toBe(figures.madeOn);
    expect(poster.total).toBe(figures.totalText);
    expect(poster.members).toEqual(
      figures.members.map((m) => ({ line: m.line, premium: m.premiumText, cover: m.coverParts })),
    );
    // The QR code opens the share, over https whatever the page's scheme.
    expect(poster.qrText).toBe('https://example.test/Proposal/Shared?key=k3y');
    expect(card).toMatchObject({ title: figures.shareTitle, desc: figures.shareDesc });
    // Nothing that names the family or tells of its money: no form of address, no advisor, no
    // gap's reasoning (income, mortgage), no summary.
    const said = JSON.stringify(poster);
    const reasons = proposal.members.flatMap((m) => m.gaps.map((g) => g.reason));
    for (const secret of [
      proposal.addressee,
      proposal.advisor!.name,
      proposal.summary,
      ...reasons.filter(Boolean),
    ]) {
      expect(said).not.toContain(secret);
    }
    expect(said).not.toMatch(/万元|房贷/);
  });

  test('a share\u2019s figures carry no form of address, birth date or reasoning', () => {
    const share = sharedContentOf(PROPOSALS[0]!, 'k3y');
    const figures = planFigures(sharedBasis(share));
    expect(figures.id).toBe('k3y');
    expect(figures.title).toBe('来自好友分享');
    expect(figures.members.every((m) => m.member.birthDate === null)).toBe(true);
    expect(figures.members.flatMap((m) => m.gaps).every((g) => g.reason === '')).toBe(true);
  });

  test('the drawer wraps a member\u2019s cover between figures, never inside one', () => {
    const measure = (text: string) => Array.from(text).length * 10;
    expect(wrapParts(measure, ['重疾50万', '寿险200万', '医疗400万'], 150)).toEqual([
      '重疾50万 · 寿险200万',
      '医疗400万',
    ]);
    expect(wrapParts(measure, ['重疾50万'], 10)).toEqual(['重疾50万']);
    expect(wrapParts(measure, [], 100)).toEqual([]);
  });
});
