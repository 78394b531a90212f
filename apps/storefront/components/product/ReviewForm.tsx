'use client';

import { Button, Radio, RadioGroup, TextField } from '@wardrobe/design-system';
import {
  normalizeError,
  REVIEW_MESSAGE_MAX_LENGTH,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_TITLE_MAX_LENGTH,
  type ReviewErrors,
  validateReview,
} from '@wardrobe/domain-rules';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { browserCommerce } from '../../lib/commerce-browser';
import styles from './ProductReviews.module.css';

/** What the shopper reads once their review is stored. */
export const REVIEW_THANKS = 'Thank you for your review';

const RATINGS = Array.from(
  { length: REVIEW_RATING_MAX - REVIEW_RATING_MIN + 1 },
  (_, i) => REVIEW_RATING_MIN + i,
);

export interface ReviewFormProps {
  /** The market's channel, for the browser's commerce client. */
  channelId: number;
  productId: number;
}

/**
 * Spec 001 §3, §5: write a review: a rating from 1 to 5, a title and a message of at least three characters
 * each. The rules are domain-rules' `validateReview`, checked before anything is sent (each field shows its own
 * message, and the first field in error takes the focus); the server checks them again and its message, when it
 * refuses, is shown as it is. Once stored, a polite status thanks the shopper and takes the focus (the fields are
 * gone). Reading: the review is listed after a reload, as the page (cached for everyone) was rendered before it.
 */
export function ReviewForm({ channelId, productId }: ReviewFormProps) {
  const [rating, setRating] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState('');
  const [sent, setSent] = useState(false);
  const ratingRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const messageRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);

  // `null`: a rating field whose choice is not made yet, which the rule refuses.
  const errors = validateReview({ rating, title, message });
  // Messages show once the shopper has tried to send, then follow what they type.
  const shown: ReviewErrors = submitted ? errors : {};

  useEffect(() => {
    if (sent) thanksRef.current?.focus();
  }, [sent]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    setRefusal('');
    if (rating === null || Object.keys(errors).length > 0) {
      // The first field in error takes the focus, so a keyboard or screen reader user lands on its message.
      if (errors.rating) ratingRef.current?.querySelector<HTMLInputElement>('input')?.focus();
      else if (errors.title) titleRef.current?.focus();
      else messageRef.current?.focus();
      return;
    }
    setPending(true);
    try {
      await browserCommerce(channelId).createProductReview({ productId, rating, title, message });
      setSent(true);
    } catch (error) {
      const { message: text, statusCode } = normalizeError(error);
      console.error(
        JSON.stringify({ level: 'error', event: 'review-failed', productId, statusCode, message: text }),
      );
      setRefusal(text);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      {sent ? null : (
        <form className={styles.form} onSubmit={submit} noValidate aria-label="Write a review">
          <RadioGroup
            ref={ratingRef}
            label="Rating"
            orientation="horizontal"
            isRequired
            validationBehavior="aria"
            value={rating === null ? null : String(rating)}
            onChange={(value) => setRating(Number(value))}
            isInvalid={shown.rating !== undefined}
            errorMessage={shown.rating}
          >
            {RATINGS.map((stars) => (
              <Radio key={stars} value={String(stars)}>
                {stars === 1 ? '1 star' : `${stars} stars`}
              </Radio>
            ))}
          </RadioGroup>
          <TextField
            inputRef={titleRef}
            label="Title"
            isRequired
            validationBehavior="aria"
            maxLength={REVIEW_TITLE_MAX_LENGTH}
            value={title}
            onChange={setTitle}
            isInvalid={shown.title !== undefined}
            errorMessage={shown.title}
          />
          <TextField
            inputRef={messageRef}
            label="Message"
            multiline
            rows={4}
            isRequired
            validationBehavior="aria"
            maxLength={REVIEW_MESSAGE_MAX_LENGTH}
            value={message}
            onChange={setMessage}
            isInvalid={shown.message !== undefined}
            errorMessage={shown.message}
          />
          <Button type="submit" variant="primary" isPending={pending}>
            Submit review
          </Button>
        </form>
      )}
      <p role="alert" className={styles.error}>
        {refusal}
      </p>
      <p role="status" ref={thanksRef} tabIndex={-1} className={styles.thanks}>
        {sent ? REVIEW_THANKS : ''}
      </p>
    </>
  );
}
