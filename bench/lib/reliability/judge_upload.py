"""Judges one answer to a hostile upload: the expected status, the JSON error
envelope {"error": {"code", "message"}} for a refusal, and a line of the message matching the
case's pattern (for workbook content: 'Sheet 'S', row N, column X (Header): ...').

usage: judge_upload.py EXPECTED_STATUS PATTERN STATUS ANSWER_FILE
Prints "ok<TAB>shown line" or "FAIL<TAB>why"; the shown line is the first problem of the
message (the line after "...nothing was changed. Fix ..." when there is one).
"""
import json
import re
import sys

HEADER = "The rates template was not loaded and nothing was changed."


def shown_line(message):
    lines = [line for line in message.splitlines() if line.strip()]
    if not lines:
        return ""
    if lines[0].startswith(HEADER) and len(lines) > 1:
        return lines[1]
    return lines[0]


def judge(expected, pattern, status, body):
    if status != expected:
        return "FAIL", f"HTTP {status}, expected {expected}: {body[:160]!r}"
    if expected == "200":
        try:
            answer = json.loads(body)
        except ValueError:
            return "FAIL", f"the 200 answer is not JSON: {body[:160]!r}"
        return "ok", f"loaded {answer.get('plans')} plans, {answer.get('rates')} rates"
    try:
        error = json.loads(body)["error"]
        code, message = error["code"], error["message"]
    except (ValueError, KeyError, TypeError):
        return "FAIL", f"not the JSON error envelope: {body[:160]!r}"
    if not isinstance(code, str) or not isinstance(message, str) or not message.strip():
        return "FAIL", f"the envelope has no code or message: {body[:160]!r}"
    regex = re.compile(pattern)
    if not any(regex.search(line) for line in message.splitlines()):
        return "FAIL", f"no line matches /{pattern}/: {shown_line(message)[:120]!r}"
    return "ok", shown_line(message)


def main(expected, pattern, status, answer_file):
    with open(answer_file, encoding="utf-8", errors="replace") as f:
        body = f.read()
    verdict, line = judge(expected, pattern, status, body)
    print(f"{verdict}\t{line}")


if __name__ == "__main__":
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    main(*sys.argv[1:])
