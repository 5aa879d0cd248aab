#pragma once

#include <QSaveFile>

// A save file whose device fails after a number of bytes, like a disk that fills up mid-save.
class FailingSaveFile : public QSaveFile
{
public:
    FailingSaveFile(const QString& name, qint64 failAfter) : QSaveFile(name), m_left(failAfter) {}

protected:
    qint64 writeData(const char* data, qint64 len) override
    {
        if (len > m_left) {
            if (m_left > 0)
                QSaveFile::writeData(data, m_left);
            m_left = 0;
            setErrorString(QStringLiteral("No space left on device"));
            return -1;
        }
        m_left -= len;
        return QSaveFile::writeData(data, len);
    }

private:
    qint64 m_left;
};
