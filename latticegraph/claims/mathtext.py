"""Claim statements as LaTeX: the papers' mathematics set as mathematics.

Statements are recorded as printed, in plain text with the papers' ASCII and
Unicode mathematics (``(35a^4-14a^2+30)/(8(4a^3-1)) if 2∤a``, ``k̄(a)``,
``lim k̄(a)/a -> oo``, ``PC(a) ⊞ BCC(a)``).  :func:`statement_latex` finds
the formula runs in such text and sets them in math mode with LaTeX
commands (``a^{4}``, ``\\nmid``, ``\\bar{k}``, ``\\infty``, ``\\boxplus``);
the prose around them is escaped.  The output needs only ``amssymb`` and
contains no raw non-ASCII character but accented Latin letters.
:func:`breakable` lets long values (tuples, fractions, claim ids) break
across lines so that narrow table columns never overflow.

>>> statement_latex("BCC(a) has average distance (35a^4-14a^2+30)/(8(4a^3-1)) if 2∤a")
'BCC(a) has average distance $(35a^{4}-14a^{2}+30)/(8(4a^{3}-1))$ if $2 \\\\nmid a$'
>>> statement_latex("k̄(a)/a -> oo for PC(2a) ⊞ BCC(a)")
'$\\\\bar{k}(a)/a \\\\to \\\\infty$ for $\\\\mathrm{PC}(2a) \\\\boxplus \\\\mathrm{BCC}(a)$'
"""
from __future__ import annotations

import re
import unicodedata

from .values import _UNICODE_LATEX, latex_escape

__all__ = ["statement_latex", "fails_latex", "breakable", "LATEX_PACKAGES"]

#: packages the LaTeX outputs use (tables, errata, reports)
LATEX_PACKAGES = ("amssymb", "booktabs", "longtable", "pdflscape", "graphicx", "array")

_SYMBOLS = {
    "≤": r"\le", "≥": r"\ge", "≠": r"\ne", "≈": r"\approx", "≡": r"\equiv", "≅": r"\cong",
    "≃": r"\simeq", "±": r"\pm", "∤": r"\nmid", "∣": r"\mid", "⊕": r"\oplus", "⊗": r"\otimes",
    "⊞": r"\boxplus", "·": r"\cdot", "×": r"\times", "∞": r"\infty", "→": r"\to",
    "⇒": r"\Rightarrow", "∈": r"\in", "∉": r"\notin", "⊂": r"\subset", "⊆": r"\subseteq",
    "∪": r"\cup", "∩": r"\cap", "⌊": r"\lfloor ", "⌋": r"\rfloor ", "⌈": r"\lceil ",
    "⌉": r"\rceil ", "−": "-", "∑": r"\sum ", "∏": r"\prod ", "√": r"\surd ", "∅": r"\emptyset ",
    "²": "^{2}", "³": "^{3}", "⁴": "^{4}", "ⁿ": "^{n}", "₀": "_{0}", "₁": "_{1}", "₂": "_{2}",
    "ᵢ": "_{i}", "ₙ": "_{n}", "′": "'", "¹": "^{1}", "⁰": "^{0}", "⁻": "^{-}", "₃": "_{3}",
    "°": "^{\\circ}",
}
_SCRIPTS = "²³⁴ⁿ₀₁₂ᵢₙ′¹⁰⁻₃°"
_ASCII_OPS = {"->": r"\to", "<=": r"\le", ">=": r"\ge", "!=": r"\ne", "=>": r"\Rightarrow",
              "<->": r"\leftrightarrow", "oo": r"\infty"}
_FUNCTIONS = {"lim", "mod", "max", "min", "log", "gcd", "lcm", "det", "sup", "inf", "deg", "sum",
              "prod"}
_GREEK_NAMES = {"alpha", "beta", "gamma", "delta", "epsilon", "lambda", "mu", "pi", "rho",
                "sigma", "tau", "phi", "psi", "omega", "rho"}
_ACCENTS = {"\u0304": "bar", "\u0302": "hat", "\u0303": "tilde"}
_GREEK = {ch: tex.strip("$") + " " for ch, tex in _UNICODE_LATEX.items()
          if "GREEK" in unicodedata.name(ch, "")}

_STRONG = re.compile(r"[\^_=<>*]|->|\d/\w|\w/\d|[a-z]\)/|\)/|/\(|"
                     r"[≤≥≠≈≡≅≃±∤∣⊕⊗⊞·∞→⇒∈∉⊂⊆∪∩⌊⌋⌈⌉∑∏√²³⁴ⁿ₀₁₂ᵢₙ\u0304\u0302\u0303~]|"
                     r"[\u03b1-\u03c9\u0391-\u03a9]")
_OPERATOR = re.compile(r"^(?:[-+=<>/*|]|<=|>=|!=|->|=>|<->|oo|mod|lim|[≤≥≠≈≡≅≃±∤⊕⊞·×→⇒∈])$")
_WEAK = re.compile(r"^[(\[{]*(?:\d+[a-zA-Z]?|[a-zA-Z]|\d+[a-z]\d*|[A-Z][A-Za-z0-9-]*\([^ ]*|[A-Z]{1,3})"
                   r"[)\]}]*[,]?$")


def _decompose(s: str) -> str:
    """Precomposed accented letters (``ŷ``) as letter + combining mark."""
    out = []
    for ch in s:
        d = unicodedata.normalize("NFD", ch)
        out.append(d if len(d) == 2 and d[1] in _ACCENTS and d[0].isascii() else ch)
    return "".join(out)


def _group(s: str, i: int) -> tuple[str, int]:
    """The exponent/subscript starting at ``s[i]``: a (balanced) group, digits, or a letter."""
    if i >= len(s):
        return "", i
    if s[i] in "({":
        close = {"(": ")", "{": "}"}[s[i]]
        depth, j = 0, i
        while j < len(s):
            depth += s[j] == s[i]
            depth -= s[j] == close
            if depth == 0:
                break
            j += 1
        return s[i + 1:j], j + 1
    m = re.match(r"\d+|[a-zA-Z]+|[-+]?\w", s[i:])
    if not m:
        return s[i], i + 1
    text = m.group(0)
    if text.isalpha() and len(text) > 1 and s[i - 1] == "^":
        text = text[0]                                  # a^nb: only the first letter
    return text, i + len(text)


def _math(s: str) -> str:
    """LaTeX math for one formula run (no surrounding ``$``)."""
    out, i = [], 0
    while i < len(s):
        ch = s[i]
        if ch in "^_":
            body, i = _group(s, i + 1)
            inner = _math(body)
            if ch == "_" and re.fullmatch(r"[A-Za-z]{2,}", body):
                inner = r"\mathrm{" + body + "}"
            out.append(f"{ch}{{{inner}}}")
            continue
        if i + 1 < len(s) and s[i + 1] in _ACCENTS:
            out.append(f"\\{_ACCENTS[s[i + 1]]}{{{_math(ch)}}}")
            i += 2
            continue
        if ch == "~" and out and out[-1].strip():
            prev = out.pop()
            out.append(r"\tilde{" + prev + "}")
            i += 1
            continue
        m = re.match(r"<->|->|<=|>=|!=|=>", s[i:])
        if m:
            out.append(" " + _ASCII_OPS[m.group(0)] + " ")
            i += len(m.group(0))
            continue
        m = re.match(r"[A-Za-z]{2,}", s[i:])
        if m:
            w = m.group(0)
            if w == "oo":
                out.append(r"\infty")
            elif w in _FUNCTIONS:
                out.append(rf"\{'bmod' if w == 'mod' else w} ")
            elif w in _GREEK_NAMES:
                out.append(rf"\{w} ")
            else:
                out.append(r"\mathrm{" + w + "}")
            i += len(w)
            continue
        if ch in _SYMBOLS:
            out.append(" " + _SYMBOLS[ch] + " " if ch not in _SCRIPTS else _SYMBOLS[ch])
        elif ch in _GREEK:
            out.append(_GREEK[ch])
        elif ch == "*":
            out.append(r" \cdot ")
        elif ch in "%#&${}":
            out.append("\\" + ch)
        elif ch == "|":
            out.append(r"\mid ")
        elif ch.isascii():
            out.append(ch)
        else:
            out.append(latex_escape(ch).strip("$"))
        i += 1
    text = re.sub(r"(?<=[\d)}]) x (?=[\d(])", r" \\times ", "".join(out))
    text = re.sub(r"(\^\{[^{}]*\})(?=\^)|(_\{[^{}]*\})(?=_)", r"\1\2{}", text)  # x^{2}{}^{3}
    return re.sub(r" {2,}", " ", text).strip()


def _is_strong(word: str) -> bool:
    return bool(_STRONG.search(word)) and not word.startswith(("http", "www."))


def statement_latex(s: str) -> str:
    """A claim statement as LaTeX: formula runs in math mode, prose escaped (module docstring).

    >>> statement_latex("KANTC(k, n) has diameter 2n + k for n >= 3")
    'KANTC(k, n) has diameter $2n + k$ for $n \\\\ge 3$'
    >>> statement_latex("x̂ = y mod 2, 50% of the links")
    '$\\\\hat{x} = y \\\\bmod 2$, 50\\\\% of the links'
    """
    words = re.split(r"(\s+)", _decompose(s))
    kinds = []                                   # per token: "strong", "op", "weak", "text", " "
    for w in words:
        if not w or w.isspace():
            kinds.append(" ")
        elif _OPERATOR.match(w):
            kinds.append("op")
        elif _is_strong(w):
            kinds.append("strong")
        elif _WEAK.match(w):
            kinds.append("weak")
        else:
            kinds.append("text")
    out, i = [], 0
    while i < len(words):
        if kinds[i] in ("strong", "op", "weak"):
            j, run = i, []
            while j < len(words) and kinds[j] in ("strong", "op", "weak", " "):
                run.append(j)
                j += 1
            while run and kinds[run[-1]] == " ":
                run.pop()
            core = [k for k in run if kinds[k] != " "]
            is_math = any(kinds[k] == "strong" for k in core) or (
                any(kinds[k] == "op" for k in core) and len(core) >= 3)
            if is_math:
                text = "".join(words[k] for k in run)
                tail = re.search(r"[,.;:]+$", text)
                if tail and not text.endswith((")", "}")) or (tail and text.count("(") == text.count(")")):
                    text, tail_text = (text[:tail.start()], tail.group(0)) if tail else (text, "")
                else:
                    tail_text = ""
                math = _math(text)
                if len(math) > 30:                     # long formulas may break after commas
                    math = math.replace(",", r",\allowbreak ")
                out.append("$" + math + "$" + tail_text)
                i = run[-1] + 1
                continue
        word = latex_escape(words[i]) if kinds[i] != " " else words[i]
        out.append(word.replace(",", r",\allowbreak{}") if len(word) > 20 else word)
        i += 1
    return "".join(out)


def breakable(tex: str, every: int = 12) -> str:
    """Allow line breaks in long values: after commas, and inside runs of more than
    ``every`` characters without a break (digits of big numbers, long ids).

    >>> breakable("(0, 1, 1)")
    '(0,\\\\allowbreak{} 1,\\\\allowbreak{} 1)'
    >>> breakable("28210639/265720500")
    '28210639/\\\\allowbreak{}265720500'
    """
    tex = tex.replace(",", r",\allowbreak{}").replace("/", r"/\allowbreak{}")

    def split(m: re.Match) -> str:
        word = m.group(0)
        return r"\allowbreak{}".join(word[k:k + every] for k in range(0, len(word), every))
    return re.sub(r"(?<![\\a-zA-Z])[0-9A-Za-z]{%d,}" % (every + 1), split, tex)


_FAILS = re.compile(r"^(fails exactly when |fails only at |fails for )(.*?) (\(\d+ of \d+ checked: .*)$")


def fails_latex(text: str) -> str:
    """Where an erratum fails (:func:`~latticegraph.claims.failures.failure_domain`) as
    LaTeX: the condition set as mathematics, the counts and the domain as breakable text.

    >>> fails_latex("fails exactly when M = 1 (4 of 20 checked: K=1..4, M=1..5); holds otherwise")
    'fails exactly when $M = 1$ (4 of 20 checked: K=1..4,\\\\allowbreak{} M=1..5);\\\\allowbreak{} holds otherwise'
    """
    m = _FAILS.match(text)
    if not m:
        return breakable(latex_escape(text).replace(";", r";\allowbreak{}"))
    head, cond, scope = m.groups()
    cond_tex = statement_latex(cond) if head == "fails exactly when " else breakable(latex_escape(cond))
    return (head + cond_tex + " "
            + latex_escape(scope).replace(",", r",\allowbreak{}").replace(";", r";\allowbreak{}"))

