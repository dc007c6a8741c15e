/** Critical-Thinking Questions to ask before trusting or sharing the content. */
import { Lightbulb } from 'lucide-react';
import type { Results } from '../../../../shared';
import { Card } from '../ui/card';

export function QuestionsCard({ results }: { results: Results }) {
  if (results.criticalQuestions.length === 0) return null;
  return (
    <Card
      id="questions"
      title="Critical-Thinking Questions"
      icon={<Lightbulb className="h-5 w-5" />}
    >
      <ol className="list-decimal space-y-2 pl-5 text-sm leading-6 text-slate-700">
        {results.criticalQuestions.map((question, index) => (
          <li key={index}>{question}</li>
        ))}
      </ol>
    </Card>
  );
}
