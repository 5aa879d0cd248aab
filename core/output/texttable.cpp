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

QString csvField(const QString& value)
{
    QString v = value;
    if (!v.isEmpty() && (v[0] == u'=' || v[0] == u'+' || v[0] == u'-' || v[0] == u'@') && !looksNumeric(v))
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
    QList<int> widths;
    for (const QString& h : headers)
        widths << displayWidth(h);
    for (const QStringList& row : rows) {
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
    line(headers);
    QStringList rule;
    for (int w : widths)
        rule << QString(w, u'-');
    line(rule);
    for (const QStringList& row : rows) {
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

void TextTable::printCsv(QTextStream& out) const
{
    auto line = [&](const QStringList& cells) {
        QStringList fields;
        for (const QString& c : cells)
            fields << csvField(c);
        out << fields.join(u',') << "\r\n";
    };
    line(headers);
    for (const QStringList& row : rows)
        line(row);
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
