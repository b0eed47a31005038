import { useId } from 'react';
import { type Paint, shade } from '../../../domain/catalog/paint.ts';

/**
 * The bike from the side, painted as chosen: the frame fades from the colour to a darker
 * shade (left to right, or corner to corner), the logos on the top and down tube take
 * their colours, and gloss adds a highlight along the tubes.
 */
export function BikePreview({ paint, label }: { paint: Paint; label: string }) {
  const id = useId().replace(/:/g, '');
  const gradientId = `${id}-paint`;
  const diagonal = paint.gradient === 'diagonal';
  const paintStroke = `url(#${gradientId})`;
  return (
    <svg
      className="bike-preview"
      viewBox="110 95 620 320"
      role="img"
      aria-label={label}
      data-frame={paint.frame}
      data-finish={paint.finish}
      data-gradient={paint.gradient}
    >
      <defs>
        <linearGradient id={gradientId} gradientUnits="userSpaceOnUse" x1="230" y1={diagonal ? 130 : 230} x2="600" y2={diagonal ? 320 : 230}>
          <stop offset="0" stopColor={paint.frame} />
          <stop offset="1" stopColor={shade(paint.frame)} />
        </linearGradient>
      </defs>
      <rect x="110" y="95" width="620" height="320" fill="#f3f5f7" />
      <g fill="none" stroke="#1c2329" strokeWidth="12">
        <circle cx="230" cy="300" r="92" />
        <circle cx="600" cy="300" r="92" />
      </g>
      <g fill="none" stroke="#9aa3aa" strokeWidth="2">
        <circle cx="230" cy="300" r="78" />
        <circle cx="600" cy="300" r="78" />
      </g>
      <path d="M570 200 L600 300" stroke="#2b3238" strokeWidth="11" strokeLinecap="round" />
      <path d="M560 160 L572 138 L612 134 Q640 138 632 166" fill="none" stroke="#2b3238" strokeWidth="8" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M380 150 L372 124 M342 118 L402 118" stroke="#1c2329" strokeWidth="10" strokeLinecap="round" />
      <g fill="none" stroke={paintStroke} strokeLinecap="round" strokeLinejoin="round" className="bike-preview__frame">
        <path d="M420 305 L230 300 L380 155" strokeWidth="10" />
        <path d="M420 305 L380 150 L560 160 L570 200 Z" strokeWidth="17" />
      </g>
      <circle cx="420" cy="305" r="20" fill="#2b3238" />
      {paint.finish === 'gloss' ? (
        <path
          d="M392 146 L548 154 M561 212 L440 296"
          stroke="#ffffff"
          strokeOpacity="0.6"
          strokeWidth="3.5"
          strokeLinecap="round"
          className="bike-preview__gloss"
        />
      ) : null}
      <text
        x="470"
        y="160"
        textAnchor="middle"
        fontSize="12"
        fontWeight="800"
        letterSpacing="3"
        fill={paint.topTubeLogo}
        transform="rotate(3.2 470 155)"
        className="bike-preview__top-logo"
      >
        NORTHVALE
      </text>
      <text
        x="495"
        y="257"
        textAnchor="middle"
        fontSize="13"
        fontWeight="800"
        letterSpacing="3"
        fill={paint.downTubeLogo}
        transform="rotate(-35 495 252)"
        className="bike-preview__down-logo"
      >
        NORTHVALE
      </text>
    </svg>
  );
}
