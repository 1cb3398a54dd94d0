import { useState } from 'react';
import { Button, Card, Space, Typography, type TableColumnsType } from 'antd';
import type { AdminQuestion } from '@tradewind/contract/talk';
import { useTranslation } from '@/i18n/use-translation';
import { formatConsoleTime } from '../../components/console-time';
import { ServerTable } from '../../components/server-table';
import { StateFilter } from '../../components/state-filter';
import { useServerList } from '../../components/use-server-list';
import { AnswerDialog } from './answer-dialog';
import { getQuestions } from './api';
import '../talk.css';

type Status = 'waiting' | 'answered';
const DEFAULTS: { status: Status } = { status: 'waiting' };

/** Questions on product pages: those waiting first, oldest first; an answer is public on the product page at once. */
export function QuestionsScreen() {
  const { t } = useTranslation();
  const list = useServerList('questions', DEFAULTS, getQuestions);
  const [answering, setAnswering] = useState<AdminQuestion | null>(null);
  const columns: TableColumnsType<AdminQuestion> = [
    {
      key: 'product',
      title: t('admin.talk.questions.product'),
      width: 220,
      render: (_, question) => (
        <Space orientation="vertical" size={0}>
          <a href={`/detail/${question.product.id}`} target="_blank" rel="noreferrer">
            {question.product.title}
          </a>
          <Typography.Text type="secondary">{question.shop.name}</Typography.Text>
        </Space>
      ),
    },
    {
      key: 'question',
      title: t('admin.talk.questions.question'),
      render: (_, question) => (
        <Space orientation="vertical" size={4}>
          <Typography.Text className="tw-admin-pre">{question.question}</Typography.Text>
          <Typography.Text type="secondary">{formatConsoleTime(question.asked_at)}</Typography.Text>
          {question.answer !== null && (
            <Typography.Text className="tw-admin-pre tw-talk-answer">{question.answer}</Typography.Text>
          )}
        </Space>
      ),
    },
    {
      key: 'action',
      title: t('admin.talk.questions.action'),
      width: 140,
      render: (_, question) => (
        <Button
          type={question.answer === null ? 'primary' : 'default'}
          onClick={() => setAnswering(question)}
          aria-label={t('admin.talk.questions.answerLabel', { question: question.question.slice(0, 60) })}
        >
          {t(question.answer === null ? 'admin.talk.questions.answerButton' : 'admin.talk.questions.edit')}
        </Button>
      ),
    },
  ];

  return (
    <Card>
      <div className="tw-admin-gap">
        <StateFilter<Status>
          label={t('admin.talk.questions.filter')}
          value={list.filters.status}
          options={[
            { value: 'waiting', label: t('admin.talk.questions.waiting') },
            { value: 'answered', label: t('admin.talk.questions.answeredTab') },
          ]}
          onChange={(status) => list.setFilters({ status })}
        />
      </div>
      <ServerTable list={list} label={t('admin.talk.questions.tableLabel')} columns={columns} />
      {answering && <AnswerDialog question={answering} onClose={() => setAnswering(null)} />}
    </Card>
  );
}
