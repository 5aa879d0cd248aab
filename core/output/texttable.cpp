#include "texttable.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace gp {

namespace {
bool looksNumeric(const QString& s)
{
    bool ok = false;
    s.toDouble(&ok);
    return ok;
}

// Terminal cells: East Asian wide characters take two columns.
int displayWidth(const QString& s)
{
    int w = 0;
    for (const QChar c : s) {
        const char16_t u = c.unicode();
        w += (u >= 0x1100 &&
              (u <= 0x115f || (u >= 0x2e80 && u <= 0xa4cf) || (u >= 0xac00 && u <= 0xd7a3) ||
               (u >= 0xf900 && u <= 0xfaff) || (u >= 0xff00 && u <= 0xff60) || (u >= 0xffe0 && u <= 0xffe6)))
                 ? 2
                 : 1;
    }
    return w;
}

QString pad(const QString& s, int width, bool right)
{
    const int fill = std::max(0, width - displayWidth(s));
    return right ? QString(fill, u' ') + s : s + QString(fill, u' ');
}
} // namespace

bool isUnsafeOnTerminal(char32_t c)
{
    return c < 0x20 || (c >= 0x7f && c <= 0x9f) // C0 controls (escape, NUL, tab, newline), DEL, C1 controls
           || c == 0x061c || c == 0x200e || c == 0x200f // Arabic letter mark, left/right-to-left marks
           || (c >= 0x202a && c <= 0x202e)              // embeddings and overrides
           || (c >= 0x2066 && c <= 0x2069)              // isolates
           || c == 0x2028 || c == 0x2029;               // line and paragraph separators
}

QString terminalSafe(const QString& text)
{
    const auto unsafe = [](QChar c) { return isUnsafeOnTerminal(c.unicode()); };
    if (std::none_of(text.cbegin(), text.cend(), unsafe))
        return text;
    QString out;
    out.reserve(text.size() + 8);
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (!isUnsafeOnTerminal(u))
            out += c;
        else if (u < 0x100)
            out += u"\\x%1"_s.arg(uint(u), 2, 16, QChar(u'0'));
        else
            out += u"\\u%1"_s.arg(uint(u), 4, 16, QChar(u'0'));
    }
    return out;
}

QString terminalSafeLines(const QString& text)
{
    const auto unsafe = [](QChar c) { return c != u'\n' && isUnsafeOnTerminal(c.unicode()); };
    if (std::none_of(text.cbegin(), text.cend(), unsafe))
        return text;
    QStringList lines = text.split(u'\n');
    for (QString& line : lines)
        line = terminalSafe(line);
    return lines.join(u'\n');
}

QString csvField(const QString& value)
{
    QString v = value;
    // A spreadsheet runs a cell starting with = + - @ as a formula, and also one whose first character is a
    // tab or carriage return followed by one of those (it strips the white space first).
    if (!v.isEmpty() &&
        (v[0] == u'=' || v[0] == u'+' || v[0] == u'-' || v[0] == u'@' || v[0] == u'\t' || v[0] == u'\r') &&
        !looksNumeric(v))
        v.prepend(u'\'');
    if (v.contains(u',') || v.contains(u'"') || v.contains(u'\n') || v.contains(u'\r'))
        v = u'"' + v.replace(u'"', u"\"\""_s) + u'"';
    return v;
}

QStringList wrap(const QString& text, int width)
{
    if (width <= 0 || displayWidth(text) <= width)
        return {text};
    QStringList lines;
    QString line;
    for (const QString& word : text.split(u' ', Qt::SkipEmptyParts)) {
        QString w = word;
        while (displayWidth(w) > width) { // a word longer than the column is cut
            if (!line.isEmpty()) {
                lines << line;
                line.clear();
            }
            lines << w.left(width);
            w = w.mid(width);
        }
        if (line.isEmpty())
            line = w;
        else if (displayWidth(line) + 1 + displayWidth(w) <= width)
            line += u' ' + w;
        else {
            lines << line;
            line = w;
        }
    }
    if (!line.isEmpty())
        lines << line;
    return lines;
}

void TextTable::print(QTextStream& out) const
{
    auto limit = [&](int i) { return i < maxWidths.size() ? maxWidths[i] : 0; };
    // Plan and catalog text reaches the terminal escaped: no escape sequences, NULs or direction overrides.
    const QStringList safeHeaders = [this] {
        QStringList safe;
        for (const QString& h : this->headers)
            safe << terminalSafe(h);
        return safe;
    }();
    QList<QStringList> safeRows;
    for (const QStringList& row : this->rows) {
        QStringList safe;
        for (const QString& cell : row)
            safe << terminalSafe(cell);
        safeRows << safe;
    }
    QList<int> widths;
    for (const QString& h : safeHeaders)
        widths << displayWidth(h);
    for (const QStringList& row : safeRows) {
        for (int i = 0; i < row.size() && i < widths.size(); ++i) {
            for (const QString& part : wrap(row[i], limit(i)))
                widths[i] = std::max(widths[i], displayWidth(part));
        }
    }
    auto line = [&](const QStringList& cells) {
        QString text;
        for (int i = 0; i < widths.size(); ++i) {
            const bool right = i < rightAligned.size() && rightAligned[i];
            const QString cell = i < cells.size() ? cells[i] : QString();
            if (i > 0)
                text += u"  "_s;
            text += pad(cell, widths[i], right);
        }
        while (text.endsWith(u' '))
            text.chop(1);
        out << text << '\n';
    };
    line(safeHeaders);
    QStringList rule;
    for (int w : widths)
        rule << QString(w, u'-');
    line(rule);
    for (const QStringList& row : safeRows) {
        QList<QStringList> parts;
        qsizetype height = 1;
        for (int i = 0; i < widths.size(); ++i) {
            parts << wrap(i < row.size() ? row[i] : QString(), limit(i));
            height = std::max(height, parts.back().size());
        }
        for (qsizetype l = 0; l < height; ++l) {
            QStringList cells;
            for (const QStringList& p : parts)
                cells << (l < p.size() ? p[l] : QString());
            line(cells);
        }
    }
}

QString csvLine(const QStringList& cells)
{
    QStringList fields;
    for (const QString& c : cells)
        fields << csvField(c);
    return fields.join(u',') + u"\r\n"_s;
}

void TextTable::printCsv(QTextStream& out) const
{
    out << csvLine(headers);
    for (const QStringList& row : rows)
        out << csvLine(row);
}

QString TextTable::toText() const
{
    QString s;
    QTextStream out(&s);
    print(out);
    out.flush();
    return s;
}

QString TextTable::toCsv() const
{
    QString s;
    QTextStream out(&s);
    printCsv(out);
    out.flush();
    return s;
}

} // namespace gp
