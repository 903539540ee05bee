"""Exact values of claim checks: storage encoding and display.

A check returns exact values (``int``, ``Fraction``, ``bool``, tuples, lists,
dicts, strings, sympy expressions).  :func:`dumps` encodes them as canonical
tagged JSON for the results store (so a ``Fraction`` comes back a
``Fraction`` and a tuple a tuple), :func:`loads` decodes them, and
:func:`show`, :func:`plain` and :func:`latex` render them for reports.

>>> from fractions import Fraction
>>> v = (Fraction(440, 127), [1, 2], {"a": True})
>>> loads(dumps(v)) == v
True
>>> show(Fraction(440, 127)), latex(Fraction(-1, 2))
('440/127', '$-1/2$')
"""
from __future__ import annotations

import json
import numbers
from fractions import Fraction

__all__ = ["encode", "decode", "dumps", "loads", "instance_key", "show", "plain", "latex",
           "latex_escape"]


def encode(v):
    """A JSON-able tagged form of ``v`` (exact; see :func:`decode`)."""
    if v is None or isinstance(v, (bool, str)):
        return v
    if isinstance(v, int):
        return int(v)
    if isinstance(v, Fraction):
        return {"__fraction__": [v.numerator, v.denominator]}
    if isinstance(v, tuple):
        return {"__tuple__": [encode(x) for x in v]}
    if isinstance(v, list):
        return [encode(x) for x in v]
    if isinstance(v, (set, frozenset)):
        return {"__set__": sorted((encode(x) for x in v), key=_canonical)}
    if isinstance(v, dict):
        return {"__dict__": [[encode(k), encode(x)] for k, x in v.items()]}
    mod = type(v).__module__.split(".")[0]
    if mod == "numpy":
        return encode(v.tolist() if hasattr(v, "ndim") and v.ndim else v.item())
    if mod == "sympy":
        import sympy
        if isinstance(v, sympy.Integer):
            return int(v)
        if isinstance(v, sympy.Rational):
            return {"__fraction__": [int(v.p), int(v.q)]}
        return {"__sympy__": sympy.srepr(v)}
    if isinstance(v, numbers.Integral):
        return int(v)
    if isinstance(v, float):
        return {"__float__": repr(v)}
    return {"__repr__": repr(v)}


class Repr(str):
    """The ``repr`` of a value that has no exact encoding (shown as is)."""


def decode(obj):
    """Inverse of :func:`encode`."""
    if isinstance(obj, list):
        return [decode(x) for x in obj]
    if not isinstance(obj, dict):
        return obj
    (tag, body), = obj.items()
    if tag == "__fraction__":
        return Fraction(*body)
    if tag == "__tuple__":
        return tuple(decode(x) for x in body)
    if tag == "__set__":
        return frozenset(decode(x) for x in body)
    if tag == "__dict__":
        return {_hashable(decode(k)): decode(x) for k, x in body}
    if tag == "__sympy__":
        import sympy
        return sympy.parse_expr(body)
    if tag == "__float__":
        return float(body)
    if tag == "__repr__":
        return Repr(body)
    raise ValueError(f"unknown value tag {tag!r}")


def _hashable(v):
    return tuple(_hashable(x) for x in v) if isinstance(v, list) else v


def _canonical(x) -> str:
    return json.dumps(x, sort_keys=True, separators=(",", ":"))


def dumps(v) -> str:
    """Canonical JSON text of ``encode(v)``."""
    return _canonical(encode(v))


def loads(s: str | None):
    """Inverse of :func:`dumps` (``None`` stays ``None``)."""
    return None if s is None else decode(json.loads(s))


def instance_key(params: dict) -> str:
    """The canonical text identifying one instance (its parameters)."""
    return _canonical({k: encode(params[k]) for k in sorted(params)})


def show(v) -> str:
    """Human-readable text of a value: fractions as ``p/q``."""
    if isinstance(v, Fraction):
        return str(v.numerator) if v.denominator == 1 else f"{v.numerator}/{v.denominator}"
    if isinstance(v, tuple):
        inner = ", ".join(show(x) for x in v)
        return f"({inner},)" if len(v) == 1 else f"({inner})"
    if isinstance(v, list):
        return "[" + ", ".join(show(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + ", ".join(f"{show(k)}: {show(x)}" for k, x in v.items()) + "}"
    if isinstance(v, (set, frozenset)):
        return "{" + ", ".join(sorted(show(x) for x in v)) + "}"
    return str(v)


def plain(v):
    """A JSON-native rendering for reports: numbers stay numbers, fractions become ``"p/q"``."""
    if v is None or isinstance(v, (bool, str)):
        return v
    if isinstance(v, numbers.Integral):
        return int(v)
    if isinstance(v, (list, tuple)):
        return [plain(x) for x in v]
    if isinstance(v, dict):
        return {show(k): plain(x) for k, x in v.items()}
    return show(v)


#: non-ASCII characters frequent in paper statements, as LaTeX
_UNICODE_LATEX = {
    "≤": r"$\le$", "≥": r"$\ge$", "≠": r"$\ne$", "≈": r"$\approx$", "≡": r"$\equiv$",
    "×": r"$\times$", "·": r"$\cdot$", "−": "-", "–": "--", "—": "---", "…": r"\ldots{}",
    "→": r"$\to$", "←": r"$\leftarrow$", "↔": r"$\leftrightarrow$", "⇒": r"$\Rightarrow$",
    "∈": r"$\in$", "∉": r"$\notin$", "⊂": r"$\subset$", "⊆": r"$\subseteq$", "∪": r"$\cup$",
    "∩": r"$\cap$", "∑": r"$\sum$", "∏": r"$\prod$", "√": r"$\surd$", "∞": r"$\infty$",
    "⊞": r"\mbox{\fboxsep=0pt\fbox{$+$}}", "⊕": r"$\oplus$", "⊗": r"$\otimes$", "∀": r"$\forall$",
    "∃": r"$\exists$", "⌈": r"$\lceil$", "⌉": r"$\rceil$", "⌊": r"$\lfloor$",
    "⌋": r"$\rfloor$", "±": r"$\pm$", "∣": r"$\mid$", "′": "'", "’": "'", "‘": "`",
    "“": "``", "”": "''", "°": r"$^\circ$", "\u0304": "", "\u00a0": "~",
    "²": r"$^2$", "³": r"$^3$", "¹": r"$^1$", "⁰": r"$^0$", "⁴": r"$^4$", "ⁿ": r"$^n$",
    "⁻": r"$^-$", "₀": r"$_0$", "₁": r"$_1$", "₂": r"$_2$", "₃": r"$_3$", "ᵢ": r"$_i$",
    "ₙ": r"$_n$", "⌀": r"$\emptyset$", "∅": r"$\emptyset$",
}
_GREEK = ("alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron "
          "pi rho varsigma sigma tau upsilon phi chi psi omega").split()
for _i, _n in enumerate(_GREEK):                  # U+03B1.. lower case, U+0391.. capitals
    if _n != "omicron":
        _UNICODE_LATEX[chr(0x3B1 + _i)] = rf"$\{_n}$"
    if _n in ("gamma", "delta", "theta", "lambda", "xi", "pi", "sigma", "upsilon", "phi",
              "psi", "omega"):
        _UNICODE_LATEX[chr(0x391 + _i)] = rf"$\{_n.capitalize()}$"
_LATEX_SPECIAL = {"\\": r"\textbackslash{}", "&": r"\&", "%": r"\%", "$": r"\$", "#": r"\#",
                  "_": r"\_", "{": r"\{", "}": r"\}", "~": r"\textasciitilde{}",
                  "^": r"\textasciicircum{}", "<": r"\textless{}", ">": r"\textgreater{}",
                  "|": r"\textbar{}"}


def latex_escape(s: str) -> str:
    """Text safe for pdflatex (no package needed): specials escaped, math symbols mapped,
    accented Latin letters kept (LaTeX reads UTF-8), anything else as ``U+XXXX``.

    >>> latex_escape("a_i ≤ 2^k & 50%")
    'a\\\\_i $\\\\le$ 2\\\\textasciicircum{}k \\\\& 50\\\\%'
    """
    out = []
    for ch in s:
        if ch in _LATEX_SPECIAL:
            out.append(_LATEX_SPECIAL[ch])
        elif ch.isascii():
            out.append(ch)
        elif ch in _UNICODE_LATEX:
            out.append(_UNICODE_LATEX[ch])
        elif "LATIN" in _unicode_name(ch):
            out.append(ch)
        else:
            out.append(rf"\texttt{{U+{ord(ch):04X}}}")
    return "".join(out)


def _unicode_name(ch: str) -> str:
    import unicodedata
    return unicodedata.name(ch, "")


def latex(v) -> str:
    """LaTeX for a value in a table cell: integers plain, fractions ``$p/q$``."""
    if isinstance(v, bool) or not isinstance(v, (numbers.Integral, Fraction)):
        return latex_escape(show(v))
    if isinstance(v, Fraction) and v.denominator != 1:
        return f"${v.numerator}/{v.denominator}$"
    return f"${show(v)}$" if v < 0 else show(v)
